export { useActivities, useSubCategories } from './api/catalogue';
export { ActivityLists } from './components/ActivityLists';
export { CouponModal } from './components/CouponModal';
export { CouponTable } from './components/CouponTable';
export { PackageModal } from './components/PackageModal';
export { PackageTable } from './components/PackageTable';
