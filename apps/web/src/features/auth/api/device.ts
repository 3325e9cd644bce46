import { api } from '../../../lib/api-client';

/** SPEC 4.2: register the device after login. Fire and forget: a failure must not spoil the login. */
export function registerDevice() {
  void api('POST', '/users/device', {
    body: { logedInToken: null, deviceType: 'webapp' },
    loader: false,
  }).catch(() => undefined);
}
