export type { PackageSummaryRow } from './package.parts';
/**
 * SQL that other modules' repositories compose into their own statements: the summary's columns
 * (bookings' join) and the 'expiring soon' rule (the mail and notification jobs). Listed in
 * scripts/face-exports.ts's exceptions.
 */
export { expiringSoonAt, packageSummaryFields } from './package.parts';
export { toPackageSummaries } from './package-summaries';
export { activePackageSummaries } from './user-packages.service';
