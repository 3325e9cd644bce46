import type { TeamCandidate, TeamMember, TrainerGym } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { fail, notFound } from '../../lib/errors';
import { createTeamRepository, type TeamRepository, isTeamMember as teamMemberOn } from './team.repository';

/**
 * The one rule of who a gym may name as the trainer of its classes and PT: an accepted
 * member of its team. Asked by class management and PT setup on the connection or transaction they hold.
 */
export const isTeamMember = (db: Db, gymId: number, trainerId: number): Promise<boolean> =>
  teamMemberOn(db, gymId, trainerId);

/**
 * Trainers already teaching a gym's classes or PT become accepted members of its team: what the seed
 * asks after writing its classes (db/seed/seed.ts still builds the repository for it; see the face).
 */
export const adoptTeachingLinks = (db: Db, now: () => Date): Promise<void> =>
  createTeamRepository(db, now).adoptTeachingLinks();

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A gym's team: the gym invites a trainer account, the trainer accepts or declines, and
 * either side may end it. Only accepted members can be named on the gym's classes and PT.
 */
export function createTeamService(repository: TeamRepository) {
  async function team(gymId: number): Promise<TeamMember[]> {
    const rows = await repository.team(gymId);
    return rows.map((row) => ({
      ...row,
      invitedAt: row.invitedAt.toISOString(),
      joinedAt: iso(row.joinedAt),
    }));
  }

  async function gyms(trainerId: number): Promise<TrainerGym[]> {
    const rows = await repository.gymsOf(trainerId);
    return rows.map((row) => ({
      ...row,
      invitedAt: row.invitedAt.toISOString(),
      joinedAt: iso(row.joinedAt),
    }));
  }

  return {
    team,
    gyms,

    candidates(gymId: number, search: string): Promise<TeamCandidate[]> | TeamCandidate[] {
      const text = search.trim();
      return text.length < 2 ? [] : repository.candidates(gymId, text);
    },

    async invite(gymId: number, trainerId: number): Promise<TeamMember> {
      if (!(await repository.isTrainer(trainerId))) throw fail('NOT_A_TRAINER', { field: 'trainerId' });
      const outcome = await repository.invite(gymId, trainerId);
      if (outcome === 'ACCEPTED') throw fail('ALREADY_ON_TEAM', { field: 'trainerId' });
      if (outcome === 'INVITED') throw fail('ALREADY_INVITED', { field: 'trainerId' });
      const invited = (await team(gymId)).find((member) => member.trainerId === trainerId);
      if (!invited) throw notFound();
      return invited;
    },

    /** The gym withdraws an invitation or takes a member off its team. */
    async remove(gymId: number, trainerId: number) {
      const ended = await repository.end(gymId, trainerId, 'gym');
      if (!ended) throw notFound();
      return ended;
    },

    async answer(trainerId: number, gymId: number, accept: boolean): Promise<TrainerGym[]> {
      if (!(await repository.answer(gymId, trainerId, accept))) throw fail('INVITATION_CLOSED');
      return gyms(trainerId);
    },

    async leave(trainerId: number, gymId: number) {
      const ended = await repository.end(gymId, trainerId, 'trainer');
      if (!ended) throw fail('NOT_IN_TEAM');
      return ended;
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
