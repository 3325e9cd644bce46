import type { Page } from '@kinetic/domain';

/** TanStack infinite-query helpers for the API's `{ items, page, size, total }` pages. */
export const firstPage = 0;

export function nextPageOf<T>(last: Page<T>): number | undefined {
  return (last.page + 1) * last.size < last.total ? last.page + 1 : undefined;
}

export function allItems<T>(pages: Page<T>[] | undefined): T[] {
  return pages?.flatMap((page) => page.items) ?? [];
}
