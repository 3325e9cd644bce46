import type { UserDto } from '@kinetic/domain';
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import { storage } from './storage';

/** SPEC 4.2: being logged in is having the stored user record. */
let user: UserDto | null = storage.user();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const session = {
  get: () => user,
  signIn(token: string, next: UserDto) {
    storage.saveSession(token, next);
    user = next;
    emit();
  },
  update(next: UserDto) {
    storage.saveUser(next);
    user = next;
    emit();
  },
  clear() {
    storage.clearSession();
    user = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionUser(): UserDto | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

/**
 * Balances, lists, name and picture live on the stored user record: after a booking, a payment or a
 * profile change, fetch it again and store it (SPEC 4.3).
 */
export async function refreshStoredUser(): Promise<void> {
  const user = await api<UserDto>('GET', '/users/me', { loader: false });
  session.update(user);
}
