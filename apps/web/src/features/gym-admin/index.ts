export { AdminPager } from './components/AdminPager';
export { CsvButton } from './components/CsvButton';
export { type DateRange, DateRangeFields, validRange } from './components/DateRangeFields';
export { GymAdminFrame } from './components/GymAdminFrame';
export { GYM_ADMIN_AREAS, GYM_ADMIN_HOME, type GymAdminArea } from './model/areas';
