/** Toasts (SPEC 9): `notifications.show({ title, message, color })` from anywhere; the shell shows them. */
export { ToastRegion } from './ToastRegion';
export { notifications, type Toast } from './toasts';
