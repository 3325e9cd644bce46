export { BookingsView } from './components/BookingsView';
export { CustomersView } from './components/CustomersView';
export { CustomerView } from './components/CustomerView';
export { lastThirtyDays } from './model/dates';
