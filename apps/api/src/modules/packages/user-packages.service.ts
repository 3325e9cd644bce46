import type { Language, UserPackageSummaryDto } from '@kinetic/domain';
import type { Db } from '../../db/client';
import * as userPackages from './user-packages.repository';

/**
 * The user's live packages (active, not expired), soonest expiry first, named in `language`: the user
 * record and booking share it. On `db`, or the transaction the caller holds.
 */
export const activePackageSummaries = (
  db: Db,
  userId: number,
  now: Date,
  language: Language = 'en',
): Promise<UserPackageSummaryDto[]> => userPackages.activePackageSummaries(db, userId, now, language);
