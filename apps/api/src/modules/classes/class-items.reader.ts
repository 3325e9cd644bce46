import type { ClassItemDto, Page, WishType } from '@kinetic/domain';
import { toClassItem, type Viewer } from './class-item.mapper';
import type {
  ClassItemRow,
  ClassItemsRepository,
  SessionFilter,
  SessionOrder,
} from './class-items.repository';

export interface PageRequest {
  page: number;
  size: number;
  order?: SessionOrder;
}

/**
 * Lists class items (SPEC 3.3) for any module: the class list, search, trainer and gym pages, the
 * schedule and explore all show the same card, marked with the caller's booking and wish.
 */
export function createClassItemsReader(repository: ClassItemsRepository) {
  async function decorate(rows: ClassItemRow[], viewer: Viewer): Promise<ClassItemDto[]> {
    const bookingBySession = new Map<number, number>();
    const wishBySession = new Map<number, WishType>();
    if (viewer.userId !== null && rows.length > 0) {
      const state = await repository.viewerState(
        viewer.userId,
        rows.map((row) => row.sessionId),
      );
      for (const b of state.bookings)
        if (!bookingBySession.has(b.sessionId)) bookingBySession.set(b.sessionId, b.bookingId);
      for (const w of state.wishes)
        if (!wishBySession.has(w.sessionId)) wishBySession.set(w.sessionId, w.type as WishType);
    }
    return rows.map((row) =>
      toClassItem(row, viewer, {
        bookingId: bookingBySession.get(row.sessionId) ?? null,
        wishType: wishBySession.get(row.sessionId) ?? null,
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

  /** Items for these sessions, in the given order (missing or deleted ones left out). */
  async function byIds(sessionIds: number[], viewer: Viewer): Promise<ClassItemDto[]> {
    if (sessionIds.length === 0) return [];
    const { rows } = await repository.page(
      { sessionIds },
      { limit: sessionIds.length, offset: 0, withTotal: false },
    );
    const items = await decorate(rows, viewer);
    const byId = new Map(items.map((item) => [item.classSessionId, item]));
    return sessionIds.map((id) => byId.get(id)).filter((item): item is ClassItemDto => item !== undefined);
  }

  return {
    decorate,
    byIds,
    /** A page of rows, not yet marked for any caller (see decorate). */
    rows,
    async page(filter: SessionFilter, request: PageRequest, viewer: Viewer): Promise<Page<ClassItemDto>> {
      const page = await rows(filter, request);
      return { ...page, items: await decorate(page.items, viewer) };
    },
    /** The next session of each matching class, as items. */
    async nextPerClass(filter: SessionFilter, limit: number, viewer: Viewer, order: SessionOrder = 'start') {
      return byIds(await repository.nextSessionPerClass(filter, limit, order), viewer);
    },
  };
}
export type ClassItemsReader = ReturnType<typeof createClassItemsReader>;
