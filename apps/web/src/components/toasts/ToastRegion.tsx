import { useEffect, useState } from 'react';
import { loadedToasts, onToastsLoaded } from './toasts';

/**
 * The toasts' place in the shell: a polite live region, in the page before the first toast so screen
 * readers announce what comes into it, holding Mantine's cards once their code is in (with the first
 * toast). It comes after the page, so the skip link and the top bar stay first in the tab order.
 */
export function ToastRegion({ side }: { side: 'left' | 'right' }) {
  const [toasts, setToasts] = useState(loadedToasts);
  useEffect(() => {
    setToasts(loadedToasts());
    return onToastsLoaded(setToasts);
  }, []);
  const Cards = toasts?.Notifications;
  return (
    <div aria-live="polite" data-testid="toast-region">
      {Cards && <Cards position={`bottom-${side}`} autoClose={10_000} zIndex={5000} withinPortal={false} />}
    </div>
  );
}
