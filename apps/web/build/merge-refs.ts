import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's `useMergeRefs([a, b])`, as Mantine's own hook: Mantine's ScrollArea (the first page's
 * day strip) reads only this from @floating-ui/react, a single module of 15 KB gzipped that popovers
 * need and the first page does not (build/delivery.ts `scrollAreaWithoutFloatingUi`).
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
