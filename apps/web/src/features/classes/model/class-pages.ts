import type { ClassItemDto, ClassListPageDto } from '@kinetic/domain';
import { ApiError } from '../../../lib/api-client';

/**
 * Which page of the class list to load. The next pages carry the `asOf` of the list's first page, so
 * the server computes them from the same instant and they continue that list: a session starting
 * between two pages neither hides another nor shows twice (docs/adr/0014).
 */
export interface ClassPageParam {
  page: number;
  asOf?: string;
}

export const FIRST_CLASS_PAGE: ClassPageParam = { page: 0 };

/** The page after `last` of the list whose first page is `pages[0]`; undefined after the last page. */
export function nextClassPage(last: ClassListPageDto, pages: ClassListPageDto[]): ClassPageParam | undefined {
  if ((last.page + 1) * last.size >= last.total) return undefined;
  return { page: last.page + 1, asOf: pages[0]?.asOf ?? last.asOf };
}

/** The items of the loaded pages in order, each session once (a backstop: pages of one list do not overlap). */
export function joinClassPages(pages: ClassListPageDto[]): ClassItemDto[] {
  const seen = new Set<number>();
  const items: ClassItemDto[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.classSessionId)) continue;
      seen.add(item.classSessionId);
      items.push(item);
    }
  }
  return items;
}

/** The server refused a next page because its list is too old (more than an hour). */
export const isOutdatedList = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && 'asOf' in error.fields;

/**
 * 'Load more' of a class list. A list left open for over an hour cannot be continued: it is loaded
 * again as of now, then the page asked for (none when the list has become shorter).
 */
export async function loadMoreClasses(list: {
  fetchNextPage: () => Promise<{ error: unknown }>;
  refetch: () => Promise<unknown>;
}): Promise<void> {
  const result = await list.fetchNextPage();
  if (isOutdatedList(result.error)) {
    await list.refetch();
    await list.fetchNextPage();
  }
}
