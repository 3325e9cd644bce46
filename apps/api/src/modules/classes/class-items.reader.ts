import type { ClassItemDto, Page, WishType } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { CHANNELS, type ChangeFeed } from '../../lib/change-feed';
import { createFeedCache } from '../../lib/feed-cache';
import type { WriteEpoch } from '../../lib/read-cache';
import { toClassItem, type Viewer } from './class-item.mapper';
import {
  type ClassItemRow,
  createClassItemsRepository,
  type SessionFilter,
  type SessionOrder,
  type ViewerMarkRow,
} from './class-items.repository';

export interface PageRequest {
  page: number;
  size: number;
  order?: SessionOrder;
}

/** A member's active bookings and wishes by session: the first of each, as the cards show them. */
export interface SessionMarks {
  bookings: Map<number, number>;
  wishes: Map<number, WishType>;
}

/**
 * How far back the cached marks of a member reach. Lists of older sessions (finished classes, a
 * past date) read the marks from the database instead.
 */
const MARKS_REACH_MS = 7 * 86_400_000;
const MARKS_CACHE = { ttlMs: 10 * 60_000, maxEntries: 20_000 };

/** Whose unlisted classes a caller sees besides the listed ones: their own. */
const ownOf = (viewer: Viewer): number | undefined => viewer.userId ?? undefined;

function toMarks(rows: ViewerMarkRow[]): SessionMarks {
  const marks: SessionMarks = { bookings: new Map(), wishes: new Map() };
  for (const row of rows) {
    if (row.kind === 'BOOKING') {
      if (!marks.bookings.has(row.sessionId)) marks.bookings.set(row.sessionId, row.id);
    } else if (!marks.wishes.has(row.sessionId)) marks.wishes.set(row.sessionId, row.type as WishType);
  }
  return marks;
}

/**
 * Lists class items (SPEC 3.3) for any module: the class list, search, trainer and gym pages, the
 * schedule and explore all show the same card, marked with the caller's booking and wish.
 * With a change feed, each member's marks are kept per process and dropped by the database's
 * notification of any change to their bookings or wishes (docs/adr/0014).
 */
export function createClassItemsReader(
  db: Db,
  options: { epoch?: WriteEpoch; feed?: ChangeFeed; now?: () => Date } = {},
) {
  const repository = createClassItemsRepository(db, { epoch: options.epoch });
  const { feed } = options;
  const now = options.now ?? (() => new Date());
  const cache = feed
    ? createFeedCache<number, SessionMarks & { from: number }>({ feed, ...MARKS_CACHE })
    : undefined;
  feed?.subscribe(CHANNELS.viewerMarks, {
    change: (payload) => cache?.delete(Number(payload)),
    reset: () => cache?.clear(),
  });

  /** The caller's marks on these rows: from the cache when it reaches back far enough. */
  async function marksFor(userId: number, rows: ClassItemRow[]): Promise<SessionMarks> {
    if (cache) {
      const cached = await cache.get(userId, async () => {
        const from = now().getTime() - MARKS_REACH_MS;
        return { ...toMarks(await repository.viewerMarksFrom(userId, new Date(from))), from };
      });
      if (rows.every((row) => row.startsAt.getTime() >= cached.from)) return cached;
    }
    return toMarks(
      await repository.viewerState(
        userId,
        rows.map((row) => row.sessionId),
      ),
    );
  }

  async function decorate(rows: ClassItemRow[], viewer: Viewer): Promise<ClassItemDto[]> {
    const marks = viewer.userId !== null && rows.length > 0 ? await marksFor(viewer.userId, rows) : undefined;
    return rows.map((row) =>
      toClassItem(row, viewer, {
        bookingId: marks?.bookings.get(row.sessionId) ?? null,
        wishType: marks?.wishes.get(row.sessionId) ?? null,
      }),
    );
  }

  async function rows(filter: SessionFilter, request: PageRequest): Promise<Page<ClassItemRow>> {
    const { rows, total } = await repository.page(filter, {
      limit: request.size,
      offset: request.page * request.size,
      order: request.order,
    });
    return { items: rows, page: request.page, size: request.size, total };
  }

  /**
   * Items for these sessions, in the given order (missing or deleted ones left out, and unlisted ones
   * but the viewer's own unless `unlisted` is 'all': see SessionFilter.unlistedOf).
   */
  async function byIds(sessionIds: number[], viewer: Viewer, unlisted?: 'all'): Promise<ClassItemDto[]> {
    if (sessionIds.length === 0) return [];
    const { rows } = await repository.page(
      { sessionIds, unlistedOf: unlisted ?? ownOf(viewer) },
      { limit: sessionIds.length, offset: 0, withTotal: false },
    );
    const items = await decorate(rows, viewer);
    const byId = new Map(items.map((item) => [item.classSessionId, item]));
    return sessionIds.map((id) => byId.get(id)).filter((item): item is ClassItemDto => item !== undefined);
  }

  return {
    decorate,
    marksFor,
    byIds,
    /** The seats of these sessions as they are now (the class list's seat refresh). */
    seatsOf: (sessionIds: number[]) => repository.seatsOf(sessionIds),
    /** Each category with its count of upcoming sessions between `from` and `to` (explore). */
    categoryCounts: (from: Date, to: Date, storeId?: number) => repository.categoryCounts(from, to, storeId),
    /** A page of rows, not yet marked for any caller (see decorate). */
    rows,
    /** A page for a caller: unlisted classes are left out but the caller's own (SessionFilter.unlistedOf). */
    async page(filter: SessionFilter, request: PageRequest, viewer: Viewer): Promise<Page<ClassItemDto>> {
      const page = await rows({ unlistedOf: ownOf(viewer), ...filter }, request);
      return { ...page, items: await decorate(page.items, viewer) };
    },
    /** The next session of each matching class, as items. */
    async nextPerClass(filter: SessionFilter, limit: number, viewer: Viewer, order: SessionOrder = 'start') {
      const ids = await repository.nextSessionPerClass(
        { unlistedOf: ownOf(viewer), ...filter },
        limit,
        order,
      );
      return byIds(ids, viewer);
    },
  };
}
export type ClassItemsReader = ReturnType<typeof createClassItemsReader>;
