import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancellationReasons } from '../../db/schema';
import { platformOperatorId } from '../users';

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
    masterGymId: () => platformOperatorId(db),
  };
}
export type CancellationRepository = ReturnType<typeof createCancellationRepository>;
