import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import type { Language } from '../lib/i18n';

/** The toasts (SPEC 9): loaded with the first one shown, on the reader's side of the screen. */
export default function Toasts({ language }: { language: Language }) {
  return (
    <Notifications
      position={language === 'ar' ? 'bottom-left' : 'bottom-right'}
      autoClose={10_000}
      zIndex={5000}
      aria-live="polite"
    />
  );
}
