import { MSG } from '@kinetic/domain';
import { notifications } from '@mantine/notifications';
import { logout } from '../features/auth';
import { onApiEvents } from '../lib/api-client';

/** SPEC 8.1: 401 anywhere logs out to /classes; transport failures and 5xx raise a popup. */
export function wireApiEvents() {
  let loggingOut = false;
  onApiEvents({
    unauthorized: () => {
      if (loggingOut) return;
      loggingOut = true;
      notifications.show({ title: 'You have been signed out', message: MSG.unauthorized, color: 'red' });
      void logout({ callServer: false });
    },
    failure: (error) => {
      notifications.show({
        title: error.status === 0 ? 'No connection' : 'Something went wrong',
        message: error.message || MSG.serverError,
        color: 'red',
      });
    },
  });
}
