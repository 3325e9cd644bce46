import { api } from '../../../lib/api-client';

export interface EmailAvailability {
  available: boolean;
  message: string;
}

/** Checked on blur in the background, so it never raises the full-screen loader. */
export const validateEmail = (email: string) =>
  api<EmailAvailability>('GET', '/auth/validate-user', {
    query: { type: 'email', value: email },
    anonymous: true,
    loader: false,
  });
