import type { NotificationData } from '@mantine/notifications';
import { loadWithRetry } from '../../lib/lazy-page';

/** What a toast says (SPEC 9): a title, a message and the colour of its kind. */
export type Toast = Pick<NotificationData, 'title' | 'message' | 'color' | 'autoClose'>;

type Mantine = typeof import('@mantine/notifications');

const listeners = new Set<() => void>();
let shown = false;

/** Whether a toast was asked for already (one may come before the shell is mounted). */
export const toastShown = () => shown;
let mantine: Promise<Mantine> | undefined;

/** Mantine's toasts, loaded with the first one: most visits show none (issue 12). */
export function loadToasts(): Promise<Mantine> {
  mantine ??= loadWithRetry(() => import('@mantine/notifications')).catch((error: unknown) => {
    mantine = undefined;
    throw error;
  });
  return mantine;
}

/** The shell's region mounts the cards at the first toast. */
export function onToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast: at once once Mantine's toasts are in, a moment later the first time. (If their code
 * cannot load, the toast is lost, not the action: what it reports has happened.)
 */
export const notifications = {
  show(toast: Toast) {
    shown = true;
    for (const listener of listeners) listener();
    loadToasts().then(
      ({ notifications: mantineToasts }) => mantineToasts.show(toast),
      () => undefined,
    );
  },
};
