import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { createUserAccounts, type UserAccounts } from '../users';

const live = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Single-use reset tokens; only their SHA-256 hash is stored. */
function resetQueries(db: Db) {
  return {
    async create(row: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(row);
    },
    async isUsable(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(live(tokenHash, now));
      return row !== undefined;
    },
    /** Marks the token used if it still can be: the conditional update makes a second use fail. */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(live(tokenHash, now))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
    /** Once the password changed, older links of the same user must not work either. */
    async retireAllForUser(userId: number, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
type ResetQueries = ReturnType<typeof resetQueries>;

/** The reset rows and the user aggregate, bound to one transaction. */
export interface ResetTransaction {
  resets: ResetQueries;
  users: UserAccounts;
}

export function createPasswordResetRepository(db: Db) {
  return {
    ...resetQueries(db),
    /** The reset rows and the user aggregate, bound to one transaction. */
    transaction<T>(work: (tx: ResetTransaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work({ resets: resetQueries(tx), users: createUserAccounts(tx) }));
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
