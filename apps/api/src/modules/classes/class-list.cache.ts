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
 * The pages of the class list, shared by every caller of this process (docs/adr/0010).
 *
 * What a page lists, and the details of its classes, change rarely: a page is kept for `pageMs` (less
 * up to a fifth, at random, so pages loaded together do not all reload in the same moment), or
 * until its first session starts. Seat counts change with every booking: once they are older than
 * `seatsMs`, one query reads the seats of every session of every kept page, so the database does
 * one small read per window whatever the number of pages. A session that is no longer scheduled
 * drops its pages. A write handled by this process retires every page at once (the write epoch).
 *
 * An expired page, or one whose seats are due, is still served while its replacement loads, for at
 * most one more `seatsMs`: callers of a busy page never queue behind its reload.
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
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  async function refreshSeats(): Promise<void> {
    const startedAt = now();
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
          item.head = prepareItem(item.row).head;
          changed = true;
        }
      }
      if (gone) {
        if (entries.get(key) === entry) entries.delete(key);
        continue;
      }
      if (changed) page.guest = {};
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
    const hit = entries.get(key);
    if (hit && hit.epoch === (epoch?.value ?? 0)) {
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

  return { get };
}
