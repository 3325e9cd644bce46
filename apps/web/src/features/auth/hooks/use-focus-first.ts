import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the `[data-autofocus]` field inside `ref` whenever `key` changes. Mantine's modal
 * only honours data-autofocus when it opens, which is before the lazily loaded panes and each new
 * step exist.
 */
export function useFocusFirst(ref: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    void key;
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ref, key]);
}
