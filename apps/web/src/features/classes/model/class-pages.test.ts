import type { ClassItemDto, ClassListPageDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { FIRST_CLASS_PAGE, joinClassPages, loadMoreClasses, nextClassPage } from './class-pages';

const AS_OF = '2026-11-23T10:00:00.000Z';

const item = (classSessionId: number) => ({ classSessionId }) as ClassItemDto;
const page = (n: number, ids: number[], total: number, asOf = AS_OF): ClassListPageDto => ({
  items: ids.map(item),
  page: n,
  size: 3,
  total,
  asOf,
});

describe('the pages of the class list', () => {
  it('asks the next pages as of the first page, until the last', () => {
    expect(FIRST_CLASS_PAGE).toEqual({ page: 0 });
    const first = page(0, [1, 2, 3], 7);
    expect(nextClassPage(first, [first])).toEqual({ page: 1, asOf: AS_OF });
    const second = page(1, [4, 5, 6], 7, '2026-11-23T10:00:05.000Z');
    expect(nextClassPage(second, [first, second])).toEqual({ page: 2, asOf: AS_OF });
    const last = page(2, [7], 7);
    expect(nextClassPage(last, [first, second, last])).toBeUndefined();
    expect(nextClassPage(page(0, [], 0), [page(0, [], 0)])).toBeUndefined();
  });

  it('shows each session once, in page order, when pages overlap', () => {
    const pages = [page(0, [1, 2, 3], 9), page(1, [3, 4, 5], 9), page(2, [5, 6, 1], 9)];
    expect(joinClassPages(pages).map((i) => i.classSessionId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(joinClassPages([])).toEqual([]);
  });

  it('loads an hour-old list again before the page asked for, and nothing more otherwise', async () => {
    const calls: string[] = [];
    const list = (answers: unknown[]) => ({
      fetchNextPage: async () => {
        calls.push('next');
        return { error: answers.shift() ?? null };
      },
      refetch: async () => calls.push('refetch'),
    });
    await loadMoreClasses(list([null]));
    expect(calls).toEqual(['next']);
    calls.length = 0;
    const outdated = new ApiError(400, 'This list is over an hour old.', undefined, {
      fields: { asOf: 'This list is over an hour old.' },
    });
    await loadMoreClasses(list([outdated, null]));
    expect(calls).toEqual(['next', 'refetch', 'next']);
    calls.length = 0;
    await loadMoreClasses(list([new ApiError(500, 'Some Server Error Occured Try again later.')]));
    expect(calls).toEqual(['next']);
  });
});
