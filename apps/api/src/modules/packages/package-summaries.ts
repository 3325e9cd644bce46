import { type Language, nameIn, type UserPackageSummaryDto } from '@kinetic/domain';
import type { PackageSummaryRow } from './package.parts';

/** Live packages as the answers list them: soonest expiry first, named in `language`. */
export function toPackageSummaries(rows: PackageSummaryRow[], language: Language): UserPackageSummaryDto[] {
  return [...rows]
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
    .map(({ expiresAt, packageCategoryType, nameAr, ...rest }) => ({
      ...rest,
      name: nameIn({ name: rest.name, nameAr }, language),
      packageCategoryType: packageCategoryType === 'CHILD' ? 'CHILD' : 'ADULTS',
      expiryDate: expiresAt.toISOString(),
    }));
}
