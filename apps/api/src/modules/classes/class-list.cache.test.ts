import { describe, expect, it } from 'vitest';
import { createWriteEpoch } from '../../lib/read-cache';
import type { ClassItemRow } from './class-items.repository';
import { createClassListCache, type SeatRow } from './class-list.cache';
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
function setUp(options: { pageMs?: number; seatsMs?: number } = {}) {
  let clock = T0;
  const seatsNow = new Map<number, SeatRow>();
  const seatReads: number[][] = [];
  const epoch = createWriteEpoch();
  const cache = createClassListCache({
    pageMs: options.pageMs ?? 30_000,
    seatsMs: options.seatsMs ?? 1000,
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
      return preparePage({
        items: ids.map((id) => row(id, T0 + id * HOUR)),
        page: 0,
        size: 10,
        total: ids.length,
      });
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
    const load = async () => preparePage({ items: [row(1, T0 + HOUR)], page: 0, size: 10, total: 1 });
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
      return preparePage({ items: [row(1, T0 + HOUR)], page: 0, size: 10, total: 1 });
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
});
