import { useEffect, useRef } from 'react';

/** SPEC 9: infinite scroll throttled to one load every 300 ms. */
const THROTTLE_MS = 300;

/**
 * Infinite scroll: the element given the returned ref loads the next page when it scrolls into view
 * (the list keeps its "Load more" button for keyboards and for browsers without an observer).
 */
export function useLoadOnScroll<E extends Element>(enabled: boolean, onLoad: () => void) {
  const ref = useRef<E>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let last = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const now = Date.now();
        if (now - last < THROTTLE_MS) return;
        last = now;
        load.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
