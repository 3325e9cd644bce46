export { useRevenue } from './api/reports';
export { AttendancePanel } from './components/AttendancePanel';
export { BreakdownPanels } from './components/BreakdownPanels';
export { GymWisePanel } from './components/GymWisePanel';
export { RevenueChart } from './components/RevenueChart';
export { TrainerEarningsView } from './components/TrainerEarningsView';
export { TrainerPayPanel } from './components/TrainerPayPanel';
export { TransactionsPanel } from './components/TransactionsPanel';
