import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast cards (SPEC 9), on the reader's reading side, inside the shell's live region. */
export default function ToastCards({ side }: { side: 'left' | 'right' }) {
  return <Notifications position={`bottom-${side}`} autoClose={10_000} zIndex={5000} withinPortal={false} />;
}
