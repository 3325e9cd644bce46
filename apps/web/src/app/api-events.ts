import { MSG } from '@kinetic/domain';
import { notifications } from '../components/toasts';
import { logout } from '../features/auth';
import { onApiEvents } from '../lib/api-client';
import { domainText, translate } from '../lib/i18n';

/** SPEC 8.1: 401 anywhere logs out to /classes; transport failures and 5xx raise a popup. */
export function wireApiEvents() {
  let loggingOut = false;
  onApiEvents({
    unauthorized: () => {
      if (loggingOut) return;
      loggingOut = true;
      notifications.show({
        title: translate('toast.signedOut'),
        message: domainText(MSG.unauthorized),
        color: 'red',
      });
      void logout({ callServer: false });
    },
    failure: (error) => {
      notifications.show({
        title: error.status === 0 ? translate('toast.noConnection') : translate('toast.failed'),
        message: error.message || domainText(MSG.serverError),
        color: 'red',
      });
    },
  });
}
