export {
  activePackageSummaries,
  expiringSoonAt,
  type PackageSummaryRow,
  packageSummaryFields,
  toPackageSummaries,
} from './user-packages.repository';
