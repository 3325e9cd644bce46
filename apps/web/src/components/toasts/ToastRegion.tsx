import { lazy, Suspense, useEffect, useState } from 'react';
import { onToast, toastShown } from './toasts';

const ToastCards = lazy(() => import('./ToastCards'));

/**
 * The toasts' place in the shell: a polite live region, in the page before the first toast so screen
 * readers announce what comes into it, holding Mantine's cards, whose code loads with the first toast.
 */
export function ToastRegion({ side }: { side: 'left' | 'right' }) {
  const [wanted, setWanted] = useState(toastShown);
  useEffect(() => {
    if (toastShown()) setWanted(true);
    return onToast(() => setWanted(true));
  }, []);
  return (
    <div aria-live="polite" data-testid="toast-region">
      {wanted && (
        <Suspense fallback={null}>
          <ToastCards side={side} />
        </Suspense>
      )}
    </div>
  );
}
