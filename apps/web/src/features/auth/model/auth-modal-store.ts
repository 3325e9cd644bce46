import { useSyncExternalStore } from 'react';

export type AuthPane = 'login' | 'register' | 'forgot';

export interface AuthModalState {
  opened: boolean;
  pane: AuthPane;
  /** Where to go after login (SPEC 2.6): a shared class link, for example. */
  redirect?: string;
  /** Set when the popup was opened from the join-class popup of a class that costs credits. */
  fromJoinClass?: boolean;
}

let state: AuthModalState = { opened: false, pane: 'login' };
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const authModal = {
  open(pane: AuthPane = 'login', options: { redirect?: string; fromJoinClass?: boolean } = {}) {
    state = { opened: true, pane, ...options };
    emit();
  },
  setPane(pane: AuthPane) {
    state = { ...state, pane };
    emit();
  },
  close() {
    state = { opened: false, pane: state.pane };
    emit();
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(authModal.subscribe, authModal.get);
}
