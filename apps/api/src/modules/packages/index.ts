export {
  activePackageSummaries,
  type PackageSummaryRow,
  packageSummaryFields,
  toPackageSummaries,
} from './user-packages.repository';
