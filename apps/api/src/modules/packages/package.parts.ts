import { EXPIRING_SOON_MS } from '@kinetic/domain';
import { and, gte, type SQL, sql } from 'drizzle-orm';
import type { FieldsRow } from '../../db/raw-rows';
import { packages, userPackages } from '../../db/schema';

/**
 * The domain's 'expiring soon' rule (isExpiringSoon) in SQL, for the notification and mail jobs: ends
 * at or after `now`, in under 10 days and under half its life.
 */
export function expiringSoonAt(now: Date): SQL {
  const leadSeconds = EXPIRING_SOON_MS / 1000;
  return and(
    gte(userPackages.expiresAt, now),
    sql`${userPackages.expiresAt} - ${now}::timestamptz < least(make_interval(secs => ${leadSeconds}), (${userPackages.expiresAt} - ${userPackages.startsAt}) / 2)`,
  )!;
}

/** A live package as the summaries show it (SPEC 3.1 userPackageDetailDtoList). */
export const packageSummaryFields = {
  id: userPackages.id,
  name: packages.name,
  nameAr: packages.nameAr,
  packageType: userPackages.packageType,
  packageCategoryType: userPackages.packageCategory,
  balance: userPackages.creditsBalance,
  balanceClasses: userPackages.classesLeft,
  unlimited: userPackages.unlimited,
  expiresAt: userPackages.expiresAt,
  gymId: userPackages.gymUserId,
  userKidId: userPackages.kidId,
  classCategoryIds: userPackages.classCategoryIds,
};

export type PackageSummaryRow = FieldsRow<typeof packageSummaryFields>;
