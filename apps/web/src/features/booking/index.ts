export { BookingAction } from './components/BookingAction';
export { FLAG_TEXT, isPurchaseFlag } from './model/class-purchase';
export { editClassPath } from './model/client-decision';
