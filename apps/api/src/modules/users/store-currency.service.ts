import type { Db } from '../../db/client';
import * as stores from './store-currency.repository';

/**
 * The currency of a user's store (their country's), on `db` or the transaction a caller holds: a
 * customer's card check is made in it, and a partner's fees in money are charged in it.
 */
export const userStoreCurrency = (db: Db, userId: number): Promise<string> =>
  stores.userStoreCurrency(db, userId);
