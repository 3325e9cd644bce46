import type { Db } from '../../db/client';
import { createGymAdminRepository } from './gym-admin.repository';
import { createGymScope } from './gym-scope';

export { sendCsv } from './csv-reply';
export type { AdminGym, GymScope } from './gym-scope';

/**
 * Gym administration's shared ground: who may read which gym, and CSV downloads. The
 * areas (customers, catalogue, bookings, reports) are modules of their own that take this scope.
 */
export const createGymAdminScope = (db: Db) => createGymScope(createGymAdminRepository(db));
