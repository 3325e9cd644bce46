import { classListSchema } from '@kinetic/domain';
import { describe, expect, it, vi } from 'vitest';
import { createWriteEpoch } from '../../lib/read-cache';
import type { ClassItemRow } from './class-items.repository';
import { classListKey, createClassListCache, type SeatRow } from './class-list.cache';
import { type PreparedPage, preparePage, writeListAnswer } from './class-list.writer';

const T0 = Date.parse('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;

function row(sessionId: number, startsAt: number): ClassItemRow {
  return {
    sessionId,
    classId: 1,
    classTimingId: 1,
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + HOUR),
    timeZone: 'Asia/Kuwait',
    localDate: '2026-11-23',
    fromMinute: 600,
    toMinute: 660,
    seats: 10,
    booked: 2,
    title: `Class ${sessionId}`,
    description: 'Spin',
    priceModel: 'PHYSICAL',
    credit: 2,
    price: 0,
    currencyCode: 'KWD',
    genderRule: 'MIXED',
    fitnessLevel: 'BASIC',
    ageCategory: 'ADULTS',
    seatDisplay: 'SHOWALL',
    autoWaitListHours: null,
    videoClass: false,
    isSpecialProgram: false,
    platform: null,
    reminder: null,
    specialNote: null,
    mediaUrl: null,
    mediaThumbnailUrl: null,
    subClassCategoryId: null,
    autoJoinPackageId: null,
    days: [1],
    timingFromDate: '2026-11-01',
    timingToDate: '2026-12-31',
    gymId: null,
    category: { id: 1, name: 'Spin', icon: 'spin' },
    trainer: null,
    branch: null,
  } as ClassItemRow;
}

/** A cache on a clock the test moves, over "sessions" whose seats the test sets. */
function setUp(options: { pageMs?: number; seatsMs?: number; maxEntries?: number } = {}) {
  let clock = T0;
  const seatsNow = new Map<number, SeatRow>();
  const seatReads: number[][] = [];
  const epoch = createWriteEpoch();
  const cache = createClassListCache({
    pageMs: options.pageMs ?? 30_000,
    seatsMs: options.seatsMs ?? 1000,
    maxEntries: options.maxEntries,
    epoch,
    now: () => clock,
    seats: async (ids) => {
      seatReads.push([...ids].sort());
      return ids.flatMap((id) => (seatsNow.has(id) ? [seatsNow.get(id)!] : []));
    },
  });
  let loads = 0;
  const pageOf = (...ids: number[]) => {
    for (const id of ids) seatsNow.set(id, { id, seats: 10, booked: 2, status: 'SCHEDULED' });
    return async (): Promise<PreparedPage> => {
      loads += 1;
      return preparePage(
        {
          items: ids.map((id) => row(id, T0 + id * HOUR)),
          page: 0,
          size: 10,
          total: ids.length,
        },
        new Date(clock),
      );
    };
  };
  const seatsLeft = (page: PreparedPage) =>
    (
      JSON.parse(writeListAnswer(page, { userId: null, category: null, isPrime: false }).body.toString()) as {
        data: { items: { classSessionId: number; availableSeat: number }[] };
      }
    ).data.items.map((item) => item.availableSeat);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    cache,
    epoch,
    seatsNow,
    seatReads,
    pageOf,
    seatsLeft,
    settle,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the class list cache', () => {
  it('shares a page until its time is up, reading nothing more while seats are fresh', async () => {
    const t = setUp();
    const load = t.pageOf(1, 2);
    await t.cache.get('a', load);
    t.advance(500);
    await t.cache.get('a', load);
    expect(t.loads()).toBe(1);
    expect(t.seatReads).toEqual([]);
  });

  it('reads the seats of every kept page in one query once they are due, and shows them', async () => {
    const t = setUp();
    const a = t.pageOf(1, 2);
    const b = t.pageOf(3);
    await t.cache.get('a', a);
    await t.cache.get('b', b);
    t.seatsNow.set(1, { id: 1, seats: 10, booked: 9, status: 'SCHEDULED' });
    t.advance(1000);
    await t.cache.get('a', a);
    await t.settle();
    expect(t.seatReads).toEqual([[1, 2, 3]]);
    expect(t.seatsLeft(await t.cache.get('a', a))).toEqual([1, 8]);
    expect(t.loads()).toBe(2);
  });

  it('answers at once while due seats are being read', async () => {
    let clock = T0;
    let reads = 0;
    const cache = createClassListCache({
      pageMs: 30_000,
      seatsMs: 1000,
      now: () => clock,
      seats: () => {
        reads += 1;
        return new Promise<SeatRow[]>(() => undefined);
      },
    });
    const load = async () =>
      preparePage({ items: [row(1, T0 + HOUR)], page: 0, size: 10, total: 1 }, new Date(clock));
    await cache.get('a', load);
    clock += 1500;
    await expect(cache.get('a', load)).resolves.toBeDefined();
    await expect(cache.get('a', load)).resolves.toBeDefined();
    expect(reads).toBe(1);
  });

  it('waits for seats that are more than one window overdue', async () => {
    const t = setUp();
    const a = t.pageOf(1);
    await t.cache.get('a', a);
    t.seatsNow.set(1, { id: 1, seats: 12, booked: 12, status: 'SCHEDULED' });
    t.advance(2500);
    expect(t.seatsLeft(await t.cache.get('a', a))).toEqual([0]);
    expect(t.loads()).toBe(1);
  });

  it('drops a page whose session was cancelled elsewhere', async () => {
    const t = setUp();
    const a = t.pageOf(1, 2);
    await t.cache.get('a', a);
    t.seatsNow.set(2, { id: 2, seats: 10, booked: 0, status: 'CANCELED' });
    t.advance(2500);
    await t.cache.get('a', a);
    expect(t.loads()).toBe(2);
  });

  it('reloads a page once its time is up or its first session starts, serving it meanwhile', async () => {
    const t = setUp({ pageMs: 10 * HOUR });
    const a = t.pageOf(1, 2);
    await t.cache.get('a', a);
    t.advance(HOUR - 1);
    await t.cache.get('a', a);
    expect(t.loads()).toBe(1);
    t.advance(1);
    await t.cache.get('a', a);
    expect(t.loads()).toBe(2);
    await t.settle();
    await t.cache.get('a', a);
    expect(t.loads()).toBe(2);
  });

  it('never serves a page across a write of this process', async () => {
    const t = setUp();
    const a = t.pageOf(1);
    await t.cache.get('a', a);
    t.epoch.bump();
    await t.cache.get('a', a);
    expect(t.loads()).toBe(2);
  });

  it('drops every page when the seats cannot be read, rather than serve them stale', async () => {
    let clock = T0;
    const cache = createClassListCache({
      pageMs: 30_000,
      seatsMs: 1000,
      now: () => clock,
      seats: async () => {
        throw new Error('database down');
      },
    });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return preparePage({ items: [row(1, T0 + HOUR)], page: 0, size: 10, total: 1 }, new Date(clock));
    };
    await cache.get('a', load);
    clock += 2500;
    await cache.get('a', load);
    expect(loads).toBe(2);
  });

  it('keeps nothing with a page time of 0', async () => {
    const t = setUp({ pageMs: 0 });
    const a = t.pageOf(1);
    await t.cache.get('a', a);
    await t.cache.get('a', a);
    expect(t.loads()).toBe(2);
  });

  it('deletes the pages a write retired, and reads no seats for them', async () => {
    const t = setUp();
    await t.cache.get('a', t.pageOf(1, 2));
    await t.cache.get('b', t.pageOf(3));
    t.epoch.bump();
    const c = t.pageOf(4);
    await t.cache.get('c', c);
    expect(t.cache.size).toBe(1);
    t.advance(1000);
    await t.cache.get('c', c);
    await t.settle();
    expect(t.seatReads).toEqual([[4]]);
  });

  it('deletes pages past their time and grace window when the seat refresh walks them, reading no seats for them', async () => {
    const t = setUp({ pageMs: 30_000, seatsMs: 1000 });
    await t.cache.get('old', t.pageOf(1, 2));
    t.advance(25_000);
    const fresh = t.pageOf(3);
    await t.cache.get('fresh', fresh);
    // 'old' expired at 24-30 s (jittered) and may be served one more second while it reloads: by 31 s
    // it is dead, and nobody asked for it again.
    t.advance(6_000);
    await t.cache.get('fresh', fresh);
    await t.settle();
    expect(t.seatReads).toEqual([[3]]);
    expect(t.cache.size).toBe(1);
    expect(t.loads()).toBe(2);
  });

  it('still reads the seats of an expired page in its grace window (it may be served while it reloads)', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: pages live pageMs exactly
    try {
      const t = setUp({ pageMs: 10_000, seatsMs: 1000 });
      await t.cache.get('a', t.pageOf(1));
      t.advance(9_000);
      const b = t.pageOf(2);
      await t.cache.get('b', b);
      t.advance(1_200); // 'a' expired 200 ms ago: servable until 11 s
      await t.cache.get('b', b);
      await t.settle();
      expect(t.seatReads).toEqual([[1, 2]]);
      expect(t.cache.size).toBe(2);
    } finally {
      random.mockRestore();
    }
  });

  it('keeps at most maxEntries pages: dead ones make room first, then the one loaded longest ago', async () => {
    const t = setUp({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await t.cache.get(key, t.pageOf(1));
    await t.cache.get('d', t.pageOf(1));
    expect(t.cache.size).toBe(3);
    const loads = t.loads();
    await t.cache.get('b', t.pageOf(1));
    await t.cache.get('c', t.pageOf(1));
    await t.cache.get('d', t.pageOf(1));
    expect(t.loads()).toBe(loads);
    await t.cache.get('a', t.pageOf(1));
    expect(t.loads()).toBe(loads + 1);

    // 31 s on, every page is dead: a new one takes a dead page's room, not a live one's.
    t.advance(31_000);
    await t.cache.get('e', t.pageOf(1));
    expect(t.cache.size).toBe(1);
  });

  it('holds 1,000 pages by default', async () => {
    const t = setUp();
    for (let i = 0; i < 1001; i += 1) await t.cache.get(`k${i}`, t.pageOf(1));
    expect(t.cache.size).toBe(1000);
  });
});

describe('the key of a class list query', () => {
  const key = (body: unknown, headerStoreId?: number) =>
    classListKey(classListSchema.parse(body), headerStoreId);

  it('is one for queries with the same answer', () => {
    const same = [
      [
        { classCategoryIds: [3, 1, 3], genders: ['MALE', 'FEMALE'] },
        { genders: ['FEMALE', 'MALE', 'MALE'], classCategoryIds: [1, 3] },
      ],
      [{ timeBuckets: ['EVENING', 'MORNING'], gymIds: [] }, { timeBuckets: ['MORNING', 'EVENING'] }],
      [
        { trainerIds: [9, 2], priceModels: ['PT', 'PHYSICAL'] },
        { priceModels: ['PHYSICAL', 'PT'], trainerIds: [2, 9, 2] },
      ],
      [{ date: '2026-11-24', fromDate: '2026-11-01', toDate: '2026-11-30' }, { date: '2026-11-24' }],
      [{ page: 0, size: 10, includePast: false }, {}],
      [{ asOf: '2026-11-23T10:00:00Z' }, { asOf: '2026-11-23T13:00:00.000+03:00' }],
    ];
    for (const [a, b] of same) expect(key(a), JSON.stringify(a)).toBe(key(b));
    expect(key({ storeId: 4 })).toBe(key({}, 4));
    expect(key({ storeId: 4 }, 7)).toBe(key({}, 4));
    // The default order named or not is one list.
    expect(key({ sort: 'start' })).toBe(key({}));
  });

  it('differs for every field that changes the answer, and leaves the query as it came', () => {
    const base = key({});
    const changes: Record<string, unknown> = {
      page: 1,
      size: 20,
      date: '2026-11-24',
      fromDate: '2026-11-24',
      toDate: '2026-11-24',
      classCategoryIds: [1],
      timeBuckets: ['MORNING'],
      gymIds: [1],
      trainerIds: [1],
      localityIds: [1],
      priceModels: ['PT'],
      genders: ['MALE'],
      ageCategory: 'CHILD',
      storeId: 1,
      classId: 1,
      includePast: true,
      asOf: '2026-11-23T10:00:00Z',
      sort: 'rating',
      minRating: 4,
      womenOnly: true,
      afterIftar: true,
    };
    // Every field of the schema is here: a new one must be added (and keyed).
    expect(Object.keys(changes).sort()).toEqual(Object.keys(classListSchema.shape).sort());
    for (const [field, value] of Object.entries(changes)) {
      expect(key({ [field]: value }), field).not.toBe(base);
    }
    expect(key({ classCategoryIds: [1] })).not.toBe(key({ classCategoryIds: [1, 2] }));
    expect(key({ asOf: '2026-11-23T10:00:00Z' })).not.toBe(key({ asOf: '2026-11-23T10:00:00.001Z' }));
    expect(key({}, 4)).not.toBe(key({}, 5));

    const query = classListSchema.parse({ classCategoryIds: [3, 1, 3] });
    classListKey(query, undefined);
    expect(query.classCategoryIds).toEqual([3, 1, 3]);
  });
});
