import type { NotificationData } from '@mantine/notifications';
import { loadWithRetry } from '../../lib/lazy-page';

/** What a toast says (SPEC 9): a title, a message and the colour of its kind. */
export type Toast = Pick<NotificationData, 'title' | 'message' | 'color' | 'autoClose'>;

export type MantineToasts = typeof import('./mantine-toasts');

const listeners = new Set<(loaded: MantineToasts) => void>();
let loaded: MantineToasts | undefined;
let loading: Promise<MantineToasts> | undefined;

/**
 * Mantine's toasts, loaded with the first one: most visits show none. A load that fails
 * (no network: the very moment a "no connection" toast is shown) is tried again by the next toast.
 */
function loadToasts(): Promise<MantineToasts> {
  loading ??= loadWithRetry(() => import('./mantine-toasts')).then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Mantine's toasts once loaded (the shell's region renders their cards from then on). */
export const loadedToasts = () => loaded;

export function onToastsLoaded(listener: (loaded: MantineToasts) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast: at once once Mantine's toasts are in, a moment later the first time. (If their code
 * cannot load, the toast is lost, not the action: what it reports has happened.)
 */
export const notifications = {
  show(toast: Toast) {
    loadToasts().then(
      ({ notifications: mantineToasts }) => mantineToasts.show(toast),
      () => undefined,
    );
  },
};
