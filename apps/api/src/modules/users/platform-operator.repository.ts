import { USER_CATEGORY } from '@kinetic/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The platform operator, SPEC 6's master gym: it reads every gym and reviews new partners. Named by
 * the platform_operator flag (`npm run operator`, or the demo seed), never by being the first gym
 * account, which on a fresh deployment is whoever registered first. Several flagged
 * accounts: the first is the one the refund policy names.
 */
export async function platformOperatorId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platformOperator, true), eq(users.category, USER_CATEGORY.gym)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

export type OperatorChange =
  | { ok: true; id: number; email: string }
  | { ok: false; reason: 'UNKNOWN_ACCOUNT' | 'NOT_A_GYM' };

/** Grants or withdraws the operator's rights; a granted partner is also approved (they review the others). */
export async function setPlatformOperator(db: Db, email: string, operator: boolean): Promise<OperatorChange> {
  const [account] = await db
    .select({ id: users.id, email: users.email, category: users.category })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!account) return { ok: false, reason: 'UNKNOWN_ACCOUNT' };
  if (account.category !== USER_CATEGORY.gym) return { ok: false, reason: 'NOT_A_GYM' };
  await db
    .update(users)
    .set(
      operator
        ? { platformOperator: true, partnerReview: 'APPROVED', partnerReviewedAt: new Date() }
        : { platformOperator: false },
    )
    .where(eq(users.id, account.id));
  return { ok: true, id: account.id, email: account.email };
}

export async function platformOperators(db: Db): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.platformOperator, true))
    .orderBy(asc(users.id));
}
