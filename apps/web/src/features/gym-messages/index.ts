export { NotificationLog } from './components/NotificationLog';
