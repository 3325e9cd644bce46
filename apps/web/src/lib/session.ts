import type { UserDto } from '@kinetic/domain';
import { useSyncExternalStore } from 'react';
import { changeLanguage, currentLanguage } from './i18n';
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
    // A browser that never chose a language (a new device) takes the one the account keeps.
    if (!storage.language() && next.language !== currentLanguage()) void changeLanguage(next.language);
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
