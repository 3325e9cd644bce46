import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges } from '../../db/schema';

const live = (tokenHash: string, now: Date) =>
  and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now));

/** E-mail changes waiting for their link; only the token's SHA-256 hash is stored. */
export function createEmailChangesRepository(db: Db) {
  return {
    /** A new request; every older one of the user ends, so only the newest link works. */
    async create(row: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date }, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(emailChanges)
          .set({ usedAt: at })
          .where(and(eq(emailChanges.userId, row.userId), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values(row);
      });
    },

    /**
     * Uses the link once, on the caller's transaction (`tx`, with the change of address): the conditional
     * update makes a second use fail. undefined: unknown, used or expired.
     */
    async consume(tx: Db, tokenHash: string, at: Date) {
      const [row] = await tx
        .update(emailChanges)
        .set({ usedAt: at })
        .where(live(tokenHash, at))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      return row;
    },

    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db)),
  };
}
export type EmailChangesRepository = ReturnType<typeof createEmailChangesRepository>;
