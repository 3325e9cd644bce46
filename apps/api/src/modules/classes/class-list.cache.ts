import type { ClassListQuery, Language } from '@kinetic/domain';
import type { WriteEpoch } from '../../lib/read-cache';
import { type PreparedPage, prepareItem } from './class-list.writer';

/** A session's seats as they are now (class-items.repository.ts `seatsOf`). */
export interface SeatRow {
  id: number;
  seats: number;
  booked: number;
  status: string;
}

interface Entry {
  value: Promise<PreparedPage>;
  page?: PreparedPage;
  epoch: number;
  /** When the page's sessions and details stop being served: its age limit or its first start. */
  expiresAt: number;
  /** When the seat counts of the page were read. */
  seatsAt: number;
  reloading?: boolean;
}

/**
 * The pages of the class list, shared by every caller of this process (docs/adr/0014).
 *
 * What a page lists, and the details of its classes, change rarely: a page is kept for `pageMs` (less
 * up to a fifth, at random, so pages loaded together do not all reload in the same moment), or
 * until its first session starts. Seat counts change with every booking: once they are older than
 * `seatsMs`, one query reads the seats of every session of every kept page, so the database does
 * one small read per window whatever the number of pages. A session that is no longer scheduled
 * drops its pages. A write handled by this process retires every page at once (the write epoch).
 *
 * An expired page, or one whose seats are due, is still served while its replacement loads, for at
 * most one more `seatsMs`: callers of a busy page never queue behind its reload. After that, or once
 * a write retired it, a page is dead: it is deleted (all of them at the first call after a write; the
 * others when the seat refresh walks the pages, or when room is needed) and its seats are never read.
 */
export function createClassListCache(options: {
  pageMs: number;
  seatsMs: number;
  seats: (sessionIds: number[]) => Promise<SeatRow[]>;
  epoch?: WriteEpoch;
  maxEntries?: number;
  now?: () => number;
}) {
  const { pageMs, seatsMs, epoch, maxEntries = 1000, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let seatRefresh: Promise<void> | undefined;
  /** The write epoch the kept pages were loaded in: a page of an older one is never served again. */
  let keptEpoch = epoch?.value ?? 0;

  /** Past its grace window (a page still loading has none yet), or retired by a write. */
  function dead(entry: Entry, at: number): boolean {
    return (
      entry.epoch !== (epoch?.value ?? 0) || (entry.page !== undefined && at >= entry.expiresAt + seatsMs)
    );
  }

  function sweep(at: number) {
    for (const [key, entry] of entries) if (dead(entry, at)) entries.delete(key);
  }

  function settle(key: string, entry: Entry, startedAt: number) {
    entry.value.then(
      (page) => {
        entry.page = page;
        const starts = page.items.map((item) => item.row.startsAt.getTime()).filter((t) => t > startedAt);
        entry.expiresAt = Math.min(startedAt + pageMs * (1 - Math.random() / 5), ...starts);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  }

  function loadEntry(key: string, load: () => Promise<PreparedPage>): Entry {
    const startedAt = now();
    const entry: Entry = {
      value: load(),
      epoch: epoch?.value ?? 0,
      expiresAt: startedAt + pageMs,
      seatsAt: startedAt,
    };
    settle(key, entry, startedAt);
    return entry;
  }

  function put(key: string, entry: Entry) {
    entries.delete(key);
    // Dead pages make room first; then the page loaded longest ago.
    if (entries.size >= maxEntries) sweep(now());
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  async function refreshSeats(): Promise<void> {
    const startedAt = now();
    sweep(startedAt);
    const current = [...entries.entries()].filter(([, entry]) => entry.page);
    const ids = new Set<number>();
    for (const [, entry] of current) for (const item of entry.page!.items) ids.add(item.row.sessionId);
    const rows = ids.size ? await options.seats([...ids]) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [key, entry] of current) {
      const page = entry.page!;
      let changed = false;
      let gone = false;
      for (const item of page.items) {
        const seats = byId.get(item.row.sessionId);
        if (seats?.status !== 'SCHEDULED') gone = true;
        else if (seats.seats !== item.row.seats || seats.booked !== item.row.booked) {
          item.row = { ...item.row, seats: seats.seats, booked: seats.booked };
          item.head = prepareItem(item.row, page.language).head;
          changed = true;
        }
      }
      if (gone) {
        if (entries.get(key) === entry) entries.delete(key);
        continue;
      }
      if (changed) page.unmarked = {};
      entry.seatsAt = Math.max(entry.seatsAt, startedAt);
    }
  }

  /** One refresh at a time; if it fails, the pages it vouched for are dropped, not served stale. */
  function seatsDue(): Promise<void> {
    seatRefresh ??= refreshSeats()
      .catch(() => entries.clear())
      .finally(() => {
        seatRefresh = undefined;
      });
    return seatRefresh;
  }

  function reload(key: string, stale: Entry, load: () => Promise<PreparedPage>) {
    stale.reloading = true;
    const entry = loadEntry(key, load);
    entry.value.then(
      () => {
        if (entries.get(key) === stale) put(key, entry);
      },
      () => {
        stale.reloading = false;
      },
    );
  }

  async function get(key: string, load: () => Promise<PreparedPage>): Promise<PreparedPage> {
    if (pageMs <= 0) return load();
    const at = now();
    const currentEpoch = epoch?.value ?? 0;
    if (currentEpoch !== keptEpoch) {
      // A write retired every kept page: none can be served again.
      entries.clear();
      keptEpoch = currentEpoch;
    }
    const hit = entries.get(key);
    if (hit && hit.epoch === currentEpoch) {
      if (!hit.page) return hit.value;
      if (at < hit.expiresAt + seatsMs) {
        if (at >= hit.expiresAt) {
          if (!hit.reloading) reload(key, hit, load);
        } else if (at - hit.seatsAt >= seatsMs) {
          const refreshing = seatsDue();
          // Seats more than one window overdue are waited for; less, served as they are.
          if (at - hit.seatsAt >= 2 * seatsMs) await refreshing;
          if (entries.get(key) !== hit) return get(key, load);
        }
        return hit.value;
      }
    }
    const entry = loadEntry(key, load);
    put(key, entry);
    return entry.value;
  }

  return {
    get,
    /** How many pages are kept (tests). */
    get size() {
      return entries.size;
    },
  };
}

const byNumber = (a: number, b: number) => a - b;

/** Sorted, without repeats; an empty list is no filter (it matches everything), so it is left out. */
function setOf<T extends number | string>(values: readonly T[] | undefined): T[] | undefined {
  if (!values?.length) return undefined;
  const unique = [...new Set(values)];
  return typeof unique[0] === 'number' ? ((unique as number[]).sort(byNumber) as T[]) : unique.sort();
}

// The same query object comes back for the same body text (lib/body-memo.ts): its key is kept too.
const queryKeys = new WeakMap<ClassListQuery, string>();

/**
 * The cache key of a class list query: equal for queries with the same answer, whatever the order or
 * repeats of their lists (every list filter is a set), an empty list, a date range that `date`
 * overrides, a store given in the body or by the X-Store-Id header, or how `asOf` is written (it is
 * keyed as the instant). Without asOf, "from now" is taken when the page loads: the page stays one
 * entry for its whole life. Built from the query itself, so a field added to the schema is in the
 * key; the query is not changed (the body memo hands the same object to later requests). The
 * caller's language is part of the key: a page is written in one language.
 */
export function classListKey(
  query: ClassListQuery,
  headerStoreId: number | undefined,
  language: Language = 'en',
): string {
  let key = queryKeys.get(query);
  if (key === undefined) {
    key = queryKeyOf(query);
    queryKeys.set(query, key);
  }
  // The answer's names are in the caller's language: one page per language.
  return `${key}|${query.storeId ?? headerStoreId ?? ''}|${language}`;
}

function queryKeyOf(query: ClassListQuery): string {
  const {
    fromDate,
    toDate,
    classCategoryIds,
    timeBuckets,
    gymIds,
    trainerIds,
    localityIds,
    priceModels,
    genders,
    storeId: _storeId,
    asOf,
    sort,
    ...rest
  } = query;
  return JSON.stringify({
    ...rest,
    fromDate: query.date ? undefined : fromDate,
    toDate: query.date ? undefined : toDate,
    classCategoryIds: setOf(classCategoryIds),
    timeBuckets: setOf(timeBuckets),
    gymIds: setOf(gymIds),
    trainerIds: setOf(trainerIds),
    localityIds: setOf(localityIds),
    priceModels: setOf(priceModels),
    genders: setOf(genders),
    asOf: asOf === undefined ? undefined : Date.parse(asOf),
    sort: sort === 'rating' ? sort : undefined,
  });
}
