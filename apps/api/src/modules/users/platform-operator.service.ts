import type { Db } from '../../db/client';
import * as operators from './platform-operator.repository';

/**
 * The platform operator (SPEC 6's master gym), on `db` or the transaction a caller holds: who it is
 * (the refund policy names it, gym administration lets it read every gym), and granting or
 * withdrawing its rights (`npm run operator`).
 */
export const platformOperatorId = (db: Db): Promise<number | null> => operators.platformOperatorId(db);

export const platformOperators = (db: Db): Promise<{ id: number; email: string }[]> =>
  operators.platformOperators(db);

export const setPlatformOperator = (
  db: Db,
  email: string,
  operator: boolean,
): Promise<operators.OperatorChange> => operators.setPlatformOperator(db, email, operator);
