// Mantine's toasts with their styles: one chunk, loaded with the first toast (toasts.ts).
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
