import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { KeyClaim } from './idempotent';

/**
 * A claim of an Idempotency-Key as a CTE named `key_claimed`, for the first statement of a work under
 * `idempotentTransaction` (docs/adr/0034); its values may be placeholders of a statement built once.
 * It waits for a concurrent holder of the key, as `claimIdempotent` does, then claims nothing;
 * `exists (select 1 from key_claimed)` tells.
 */
export const claimPart = (db: Db, claim: Record<keyof KeyClaim, unknown>): SQL =>
  sql`key_claimed as (${db
    .insert(idempotencyKeys)
    .values({ ...(claim as KeyClaim), statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .getSQL()})`;
