import {
  type PtExceptionAddedDto,
  type PtExceptionBody,
  type PtExceptionDto,
  ptExceptionDateProblem,
  ptExceptionOf,
  zonedParts,
} from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import type { PtExceptionsRepository } from './pt-exceptions.repository';

/** Who is asking about a PT trainer row: its gym (through the admin scope) or the trainer themself. */
export type PtExceptionCaller =
  | { as: 'gym'; userId: number; gymId?: number }
  | { as: 'trainer'; userId: number };

/**
 * Days and times off of a PT trainer (docs/adr/0020): the gym that set the trainer up, or
 * the trainer, lists the upcoming ones, adds one or removes one. The slot rule leaves out every slot
 * overlapping one. Another gym's or another trainer's row answers 404, as if it did not exist.
 */
export function createPtExceptionsService(deps: {
  repository: PtExceptionsRepository;
  scope: GymScope;
  now?: () => Date;
}) {
  const { repository, scope } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The row the caller may act on, with the store's today; writes never reach across gyms. */
  async function owned(caller: PtExceptionCaller, ptTrainerId: number, write: boolean) {
    const row = await repository.trainer(ptTrainerId);
    if (caller.as === 'gym') {
      const gym = await scope.resolve(caller.userId, write ? undefined : caller.gymId);
      if (!row || row.gymUserId !== gym.id) throw notFound();
    } else if (!row || row.trainerUserId !== caller.userId) {
      throw notFound();
    }
    return { ...row, today: zonedParts(clock(), row.timeZone).date };
  }

  return {
    async list(caller: PtExceptionCaller, ptTrainerId: number): Promise<PtExceptionDto[]> {
      const row = await owned(caller, ptTrainerId, false);
      return repository.upcoming(row.id, row.today);
    },

    async add(
      caller: PtExceptionCaller,
      ptTrainerId: number,
      body: PtExceptionBody,
    ): Promise<PtExceptionAddedDto> {
      const row = await owned(caller, ptTrainerId, true);
      const problem = ptExceptionDateProblem(body.date, row.today);
      if (problem) throw fail('INVALID_FIELD', { arg: problem, field: 'date' });
      const exception = ptExceptionOf(body);
      try {
        const added = await repository.add(row.id, exception, caller.userId);
        if (added === 'overlap') throw fail('PT_EXCEPTION_OVERLAPS', { field: 'date' });
        return { ...added, bookedSessions: await repository.bookedSessionsIn(row.trainerUserId, exception) };
      } catch (error) {
        if (isUniqueViolation(error)) throw fail('PT_EXCEPTION_OVERLAPS', { field: 'date' });
        throw error;
      }
    },

    async remove(
      caller: PtExceptionCaller,
      ptTrainerId: number,
      exceptionId: number,
    ): Promise<{ id: number }> {
      const row = await owned(caller, ptTrainerId, true);
      if (!(await repository.remove(row.id, exceptionId))) throw notFound();
      return { id: exceptionId };
    },

    /** The trainer's own PT trainer rows (one a gym), for their availability page. */
    ownRows: (trainerUserId: number) => repository.ownRows(trainerUserId),
  };
}
export type PtExceptionsService = ReturnType<typeof createPtExceptionsService>;
