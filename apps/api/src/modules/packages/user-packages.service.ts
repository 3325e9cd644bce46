import type { Language, UserPackageSummaryDto } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { toPackageSummaries } from './package-summaries';
import { activePackageRows } from './user-packages.repository';

/**
 * The user's live packages (active, not expired), soonest expiry first, named in `language`: the user
 * record and booking share it. On `db`, or the transaction the caller holds.
 */
export async function activePackageSummaries(
  db: Db,
  userId: number,
  now: Date,
  language: Language = 'en',
): Promise<UserPackageSummaryDto[]> {
  return toPackageSummaries(await activePackageRows(db, userId, now), language);
}
