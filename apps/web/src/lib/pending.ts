import { useSyncExternalStore } from 'react';

/** Counts API calls in flight: the full-screen loader shows from the first and hides after the last. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const pendingCalls = {
  start() {
    pending += 1;
    emit();
  },
  end() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  count: () => pending,
};

export function usePendingCalls(): number {
  return useSyncExternalStore(pendingCalls.subscribe, pendingCalls.count);
}
