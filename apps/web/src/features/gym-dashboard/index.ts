export { DASHBOARD_LISTS, type DashboardList, isDashboardList } from './api/dashboard';
export { DashboardListView, listWords } from './components/DashboardListView';
export { DashboardView } from './components/DashboardView';
