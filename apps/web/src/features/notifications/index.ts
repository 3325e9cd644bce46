export { NotificationBell } from './components/NotificationBell';
export { NotificationList } from './components/NotificationList';
