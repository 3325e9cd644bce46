import { z } from 'zod';
import { idField } from '../common/fields';

/**
 * A gym's team: the trainers a gym may name on its classes and PT. A gym invites a trainer,
 * the trainer accepts (or declines); either side may end it later. Only accepted members teach.
 */
export const TEAM_STATUSES = ['INVITED', 'ACCEPTED'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** Where a gym keeps its team, and where a trainer answers invitations and leaves teams. */
export const GYM_TEAM_PATH = '/gym/admin/team';
export const TRAINER_GYMS_PATH = '/trainer/gyms';

/** Plain words of the team rules, in English (their Arabic twins are in MSG_AR's register). */
export const TEAM_MSG = {
  notOnTeam: 'This trainer is not on your team. Invite them from Team, and pick them once they accept.',
  alreadyOnTeam: 'This trainer is already on your team.',
  alreadyInvited: 'You have already invited this trainer. They will see it in their notifications.',
  invitationClosed: 'This invitation is no longer open.',
  notInTeam: 'You are not on this gym’s team.',
} as const;

/** One row of a gym's Team page: an accepted member or an open invitation. */
export const teamMemberSchema = z.object({
  trainerId: z.number(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  status: z.enum(TEAM_STATUSES),
  invitedAt: z.string(),
  /** When the trainer accepted; null while the invitation is open. */
  joinedAt: z.string().nullable(),
  /** Upcoming sessions the trainer teaches for this gym. */
  upcomingSessions: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One row of a trainer's My gyms page: a gym whose team they are on, or one that invited them. */
export const trainerGymSchema = z.object({
  gymId: z.number(),
  name: z.string(),
  photo: z.string().nullable(),
  status: z.enum(TEAM_STATUSES),
  invitedAt: z.string(),
  joinedAt: z.string().nullable(),
  upcomingSessions: z.number(),
});
export type TrainerGym = z.infer<typeof trainerGymSchema>;

export const teamInviteSchema = z.object({ trainerId: idField });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** A trainer account a gym may invite: not on its team and not invited yet. */
export const teamCandidateSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type TeamCandidate = z.infer<typeof teamCandidateSchema>;

/** What ending a membership did: the gym's upcoming sessions the trainer no longer teaches. */
export const teamLeaveResultSchema = z.object({ unassignedSessions: z.number() });
