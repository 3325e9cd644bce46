import type { Db } from '../../db/client';
import * as singleSession from './single-session.repository';

/**
 * A PT trainer's one-session package and PT class follow their setup's price and length.
 * Every change of a setup keeps them so; the seed, which writes setups directly, asks for it on `db`.
 */
export const keepSingleSession = (db: Db, ptTrainerId: number): Promise<void> =>
  singleSession.keepSingleSession(db, ptTrainerId);
