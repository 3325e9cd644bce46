import { useEffect } from 'react';

const dialogOf = (element: Element | null) => element?.closest('[role="dialog"]') ?? null;

/**
 * WCAG 2.4.3: when a popup goes away, the focus goes back to the control that opened it. Mantine does
 * this for a modal that stays mounted while closed; ours that mount only while open (confirm, cancel,
 * editors) would drop the focus to the page's start. This notes, for each dialog, the element focused
 * just before the focus entered it, and when the dialog leaves the page with the focus lost, returns it
 * there (or to the main content when that control is gone).
 */
export function useFocusReturnToOpener() {
  useEffect(() => {
    const openers = new Map<Element, HTMLElement>();
    let previous: HTMLElement | null = null;
    const observer = new MutationObserver(() => {
      for (const [dialog, opener] of openers) {
        if (dialog.isConnected) continue;
        openers.delete(dialog);
        const active = document.activeElement;
        if (active !== null && active !== document.body) continue;
        // The opener may be gone with what the popup did (a cancelled booking): the main content then.
        if (opener.isConnected) opener.focus({ preventScroll: true });
        else document.getElementById('main')?.focus({ preventScroll: true });
      }
      if (openers.size === 0) observer.disconnect();
    });
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const dialog = dialogOf(target);
      if (dialog && previous && dialogOf(previous) !== dialog && !openers.has(dialog)) {
        openers.set(dialog, previous);
        observer.observe(document.body, { childList: true, subtree: true });
      }
      previous = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
