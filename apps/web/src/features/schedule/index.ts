export { MY_BOOKINGS_KEY } from './api/my-bookings';
export { BookingList } from './components/BookingList';
export { MembersOnly } from './components/MembersOnly';
export { MyClassesNav } from './components/MyClassesNav';
export { WeekSchedule } from './components/WeekSchedule';
export { WishList } from './components/WishList';
