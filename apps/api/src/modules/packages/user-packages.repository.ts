import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliased, keyedRow, prebuilt } from '../../db/prebuilt';
import { packages, userPackages } from '../../db/schema';
import { type PackageSummaryRow, packageSummaryFields } from './package.parts';

/** Built once: every join and cancel answers with it. */
const summariesStatement = prebuilt<'userId' | 'now'>((db, p) =>
  db
    .select(aliased(packageSummaryFields))
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

/** The user's live packages (active, not expired), as summary rows. */
export async function activePackageRows(db: Db, userId: number, now: Date): Promise<PackageSummaryRow[]> {
  const rows = await summariesStatement(db, { userId, now });
  return rows.map((row) => keyedRow(packageSummaryFields, row));
}
