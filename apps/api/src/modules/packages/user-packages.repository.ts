import { type Language, nameIn, type UserPackageSummaryDto } from '@kinetic/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliased, keyedRow, prebuilt } from '../../db/prebuilt';
import { packages, userPackages } from '../../db/schema';

const summaryFields = {
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
};

/** Built once: every join and cancel answers with it (issue 16). */
const summariesStatement = prebuilt<'userId' | 'now'>((db, p) =>
  db
    .select(aliased(summaryFields))
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(
      and(
        eq(userPackages.userId, p.userId),
        eq(userPackages.status, 'ACTIVE'),
        gt(userPackages.expiresAt, p.now),
      ),
    )
    .orderBy(asc(userPackages.expiresAt)),
);

/**
 * The user's live packages (active, not expired), soonest expiry first, named in `language`: the user
 * record and booking share it.
 */
export async function activePackageSummaries(
  db: Db,
  userId: number,
  now: Date,
  language: Language = 'en',
): Promise<UserPackageSummaryDto[]> {
  const rows = (await summariesStatement(db, { userId, now })).map((row) => keyedRow(summaryFields, row));
  return rows.map(({ expiresAt, packageCategoryType, nameAr, ...rest }) => ({
    ...rest,
    name: nameIn({ name: rest.name, nameAr }, language),
    packageCategoryType: packageCategoryType === 'CHILD' ? 'CHILD' : 'ADULTS',
    expiryDate: expiresAt.toISOString(),
  }));
}
