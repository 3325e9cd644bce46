import { TIMERS } from '@kinetic/domain';
import { useCallback } from 'react';
import { api } from '../../lib/api-client';
import { session } from '../../lib/session';
import { storage } from '../../lib/storage';

/**
 * SPEC 4.2: tell the server (which revokes the token), clear the stored user, then after 1 s reload
 * at /classes so every cached query starts clean.
 */
export async function logout(options: { callServer?: boolean } = {}) {
  if (options.callServer !== false && storage.token()) {
    await api('POST', '/auth/logout', { loader: false }).catch(() => undefined);
  }
  session.clear();
  setTimeout(() => window.location.assign('/classes'), TIMERS.logoutDelayMs);
}

export function useLogout() {
  return useCallback(() => logout(), []);
}
