export { activePackageSummaries } from './user-packages.repository';
