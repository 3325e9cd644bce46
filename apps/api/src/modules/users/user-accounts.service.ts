import type { Db } from '../../db/client';
import { createUsersRepository, type UsersQueries } from './users.repository';

/** The account work of one connection or transaction (see createUserAccounts). */
function accountsOn(queries: UsersQueries) {
  return {
    byId: queries.byId,
    byEmail: queries.byEmail,
    bySocialId: queries.bySocialId,
    emailTaken: queries.emailTaken,
    storeCurrency: queries.storeCurrency,
    existingCategoryIds: queries.existingCategoryIds,
    partnerReviewOnJoin: queries.partnerReviewOnJoin,
    insert: queries.insert,
    update: queries.update,
    insertWallet: queries.insertWallet,
    insertTrainerProfile: queries.insertTrainerProfile,
    insertGymProfile: queries.insertGymProfile,
    addActivities: queries.addActivities,
    revokeSessions: queries.revokeSessions,
    /** The account's mails, queued on the same connection or transaction. */
    mails: queries.mails,
  };
}
export type UserAccountsTx = ReturnType<typeof accountsOn>;

/**
 * The accounts other modules' flows work on (registration, OAuth, account settings, password reset):
 * find a user, create one with their wallet, profile and welcome mail, change one. Built on `db`, or
 * on the transaction a caller holds when the change must commit with the caller's own writes;
 * `transaction` runs `work` on one new transaction.
 */
export function createUserAccounts(db: Db) {
  const repository = createUsersRepository(db);
  return {
    ...accountsOn(repository),
    transaction: <T>(work: (tx: UserAccountsTx) => Promise<T>): Promise<T> =>
      repository.transaction((tx) => work(accountsOn(tx))),
  };
}
export type UserAccounts = ReturnType<typeof createUserAccounts>;
