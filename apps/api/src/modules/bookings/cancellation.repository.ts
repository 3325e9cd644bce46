import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancellationReasons, users } from '../../db/schema';

export function createCancellationRepository(db: Db) {
  return {
    reasons: () =>
      db
        .select({
          id: cancellationReasons.id,
          name: cancellationReasons.name,
          nameAr: cancellationReasons.nameAr,
        })
        .from(cancellationReasons)
        .where(eq(cancellationReasons.active, true))
        .orderBy(asc(cancellationReasons.sortOrder), asc(cancellationReasons.id)),
    /** The master gym (SPEC 6): the platform's first gym account. */
    async masterGymId(): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.category, 3))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type CancellationRepository = ReturnType<typeof createCancellationRepository>;
