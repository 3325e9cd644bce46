import { notFound } from '../../lib/errors';
import type { GymAdminRepository } from './gym-admin.repository';

/** The gym a gym-administration call is about, with what its money and days are counted in. */
export type AdminGym = NonNullable<Awaited<ReturnType<GymAdminRepository['gym']>>> & {
  /** The caller is the master gym (SPEC 6): it may read any gym, and the cross-gym views. */
  callerIsMaster: boolean;
};

/**
 * The gym ownership rule, kept once: a gym calls about itself (SPEC 5.5: it sends its own user id
 * as gymId, or none); only the master gym may name another gym. Any other gym id answers 404, as if
 * it did not exist, so one gym cannot learn which ids are gyms. The route has already refused
 * customers and trainers with 403 (`requireRole('gym')`).
 */
export function createGymScope(repository: GymAdminRepository) {
  return {
    async resolve(callerId: number, requestedGymId?: number): Promise<AdminGym> {
      const masterGymId = await repository.masterGymId();
      const callerIsMaster = masterGymId === callerId;
      const gymId = requestedGymId ?? callerId;
      if (gymId !== callerId && !callerIsMaster) throw notFound();
      const gym = await repository.gym(gymId);
      if (!gym) throw notFound();
      return { ...gym, callerIsMaster };
    },
    /** Cross-gym views (the master gym's reports over every gym): 404 for any other caller. */
    async assertMaster(callerId: number): Promise<void> {
      if ((await repository.masterGymId()) !== callerId) throw notFound();
    },
  };
}
export type GymScope = ReturnType<typeof createGymScope>;
