import {
  type AutoJoinPackageDto,
  addDays,
  CLASS_LIST_AS_OF_MAX_AGE_MS,
  type ClassListQuery,
  type ClassPageDto,
  DAY_SHORT_NAMES,
  LIMITS,
  ramadanWithin,
  type SessionDetailDto,
  TIME_BUCKET_RANGE,
  timeToMinutes,
  zonedParts,
} from '@kinetic/domain';
import { fail } from '../../lib/errors';
import { IFTAR_REFERENCE, iftarMinute, prayersDuring } from '../../lib/prayer-times';
import type { WriteEpoch } from '../../lib/read-cache';
import type { Viewer } from './class-item.mapper';
import type { ClassItemsReader } from './class-items.reader';
import type { SessionFilter } from './class-items.repository';
import { classListKey, createClassListCache } from './class-list.cache';
import { type ListAnswer, preparePage, writeListAnswer } from './class-list.writer';
import type { ClassesRepository } from './classes.repository';

const DAY_MS = 86_400_000;
/**
 * How far ahead of this process's clock an `asOf` may be: the first page of a list may have come
 * from another API process whose clock runs a little ahead (docs/adr/0014).
 */
const AS_OF_CLOCK_SKEW_MS = 5000;

export function createClassesService(deps: {
  items: ClassItemsReader;
  classes: ClassesRepository;
  now?: () => Date;
  /** How long a page of the class list is shared from memory (docs/adr/0014); 0: never. */
  listCacheMs?: number;
  /** How old the seat counts of a shared page may get before they are read again. */
  listSeatsMs?: number;
  epoch?: WriteEpoch;
}) {
  const now = deps.now ?? (() => new Date());
  const listCache = createClassListCache({
    pageMs: deps.listCacheMs ?? 0,
    seatsMs: deps.listSeatsMs ?? 1000,
    seats: (ids) => deps.items.seatsOf(ids),
    epoch: deps.epoch,
  });

  /**
   * The instant a list with this `asOf` is computed from: the asOf itself, when it is of the last hour
   * (a client sends back the asOf of the list's first page with its next pages). Anything else is
   * refused: another instant would not continue that list (docs/adr/0014).
   */
  function listInstant(asOf: string): number {
    const at = Date.parse(asOf);
    const age = now().getTime() - at;
    if (age > CLASS_LIST_AS_OF_MAX_AGE_MS) {
      throw fail('CLASS_LIST_OUTDATED', { field: 'asOf' });
    }
    if (age < -AS_OF_CLOCK_SKEW_MS) {
      throw fail('CLASS_LIST_AS_OF_FUTURE', { field: 'asOf' });
    }
    return at;
  }

  let storeRows: Promise<{ id: number; countryCode: string; timeZone: string }[]> | undefined;

  /**
   * "After iftar" (docs/adr/0048): each Ramadan day of the list's dates, per store, with Maghrib at
   * the store's reference place; the repository shifts it by the branch's longitude.
   */
  async function iftarDays(query: ClassListQuery, headerStoreId: number | undefined, at: Date) {
    storeRows ??= deps.classes.stores();
    const wanted = query.storeId ?? headerStoreId;
    const days: NonNullable<SessionFilter['afterIftar']> = [];
    for (const store of (await storeRows).filter((s) => wanted === undefined || s.id === wanted)) {
      const reference = IFTAR_REFERENCE[store.countryCode];
      if (!reference) continue;
      const today = zonedParts(at, store.timeZone).date;
      const from = query.date ?? query.fromDate ?? today;
      const to = query.date ?? query.toDate ?? addDays(today, LIMITS.scheduleDaysAhead);
      const ramadan = ramadanWithin(from, to);
      for (let date = ramadan?.from; ramadan && date && date <= ramadan.to; date = addDays(date, 1)) {
        const minute = iftarMinute(date, store.countryCode, store.timeZone);
        if (minute !== null) days.push({ storeId: store.id, date, minute, longitude: reference.longitude });
      }
    }
    return days;
  }

  /** POST /classes/list filters → a session filter (dates are the store's local dates) as of `at`. */
  function listFilter(
    query: ClassListQuery,
    headerStoreId: number | undefined,
    at: Date = now(),
    afterIftar?: SessionFilter['afterIftar'],
  ): SessionFilter {
    const filter: SessionFilter = {
      classCategoryIds: query.classCategoryIds,
      gymIds: query.gymIds,
      trainerIds: query.trainerIds,
      priceModels: query.priceModels,
      genders: query.genders,
      ageCategory: query.ageCategory,
      storeId: query.storeId ?? headerStoreId,
      classIds: query.classId ? [query.classId] : undefined,
      localityIds: query.localityIds,
      minuteRanges: query.timeBuckets?.map((bucket) => TIME_BUCKET_RANGE[bucket]),
      minRating: query.minRating,
      womenOnly: query.womenOnly || undefined,
      afterIftar,
    };
    if (!query.includePast) filter.startsFrom = at;
    if (query.date) {
      filter.localDateFrom = query.date;
      filter.localDateTo = query.date;
    } else if (query.fromDate || query.toDate) {
      filter.localDateFrom = query.fromDate;
      filter.localDateTo = query.toDate;
    } else if (!query.includePast) {
      filter.startsBefore = new Date(at.getTime() + (LIMITS.scheduleDaysAhead + 1) * DAY_MS);
    }
    return filter;
  }

  return {
    listFilter,

    /**
     * The busiest read of the product, as the bytes of its 200 answer (a ClassListPageDto): the rows of a page are the
     * same for every caller, so they are shared (and serialised) for a moment; the caller's own
     * bookings and wishes are never older than the database's last change notification.
     * Every page says the instant it is computed from (`asOf`): the next pages of a list sent with it
     * continue that list, whatever started since (docs/adr/0014).
     */
    async listAnswer(
      query: ClassListQuery,
      viewer: Viewer,
      options: { storeId?: number; acceptsGzip?: boolean } = {},
    ): Promise<ListAnswer> {
      const headerStoreId = options.storeId;
      const asOf = query.asOf === undefined ? undefined : listInstant(query.asOf);
      // Keyed by the query, not by its filter: without asOf, "from now" is taken when the page loads,
      // so a page stays one entry for its whole life (and can be served while it reloads), and its
      // asOf is that load instant for every caller it serves.
      const language = viewer.language ?? 'en';
      const page = await listCache.get(classListKey(query, headerStoreId, language), async () => {
        const at = asOf === undefined ? now() : new Date(asOf);
        const iftar = query.afterIftar ? await iftarDays(query, headerStoreId, at) : undefined;
        const rows = await deps.items.rows(listFilter(query, headerStoreId, at, iftar), {
          page: query.page,
          size: query.size,
          order: query.sort === 'rating' ? 'rating' : 'start',
        });
        return preparePage(rows, at, language);
      });
      const marks =
        viewer.userId !== null && page.items.length > 0
          ? await deps.items.marksFor(
              viewer.userId,
              page.items.map((item) => item.row),
            )
          : undefined;
      return writeListAnswer(page, viewer, marks, options.acceptsGzip);
    },

    async sessionDetail(sessionId: number, viewer: Viewer): Promise<SessionDetailDto> {
      const basics = await deps.classes.sessionBasics(sessionId);
      if (!basics || basics.deletedAt || basics.status !== 'SCHEDULED') throw fail('CLASS_DELETED');
      const [item] = await deps.items.byIds([sessionId], viewer);
      if (!item) throw fail('CLASS_DELETED');
      // freeCancel only where it is so: moved for Ramadan (docs/adr/0048).
      const myBookings = (
        viewer.userId === null ? [] : await deps.classes.myBookings(sessionId, viewer.userId)
      ).map(({ freeCancel, ...booking }) => (freeCancel ? { ...booking, freeCancel } : booking));
      let autoJoinPackageDetail: AutoJoinPackageDto | null = null;
      if (basics.autoJoinPackageId) {
        const pkg = await deps.classes.autoJoinPackage(basics.autoJoinPackageId);
        if (pkg) {
          autoJoinPackageDetail = {
            id: pkg.id,
            name: pkg.name,
            packageType: pkg.packageType as AutoJoinPackageDto['packageType'],
            price: pkg.price,
            currencyCode: pkg.currencyCode,
            credits: pkg.credits,
            validityDays: pkg.validityDays,
            description: pkg.description,
          };
        }
      }
      return {
        ...item,
        autoJoinPackageDetail,
        participant: myBookings.length > 0,
        participantCount: item.totalSeat - item.availableSeat,
        myBookings,
        prayersDuring: prayersAtVenue(item, basics.countryCode),
      };
    },

    async classPage(classId: number, viewer: Viewer): Promise<ClassPageDto> {
      if (!(await deps.classes.liveClass(classId, viewer.userId))) throw fail('CLASS_DELETED');
      const timings = await deps.classes.timings(classId);
      const upcoming = await deps.items.page(
        { classIds: [classId], startsFrom: now() },
        { page: 0, size: 20 },
        viewer,
      );
      return {
        classId,
        timings: timings.map((t) => {
          const from = t.startTime.slice(0, 5);
          const to = t.endTime.slice(0, 5);
          return {
            classTimingId: t.id,
            classDayList: [...t.days].sort().map((day) => ({ day, name: DAY_SHORT_NAMES[day] ?? '' })),
            fromTime: from,
            toTime: to,
            duration: timeToMinutes(to) - timeToMinutes(from),
            fromDate: t.fromDate,
            toDate: t.toDate,
            timeZone: t.timeZone,
            trainerId: t.trainerUserId,
            totalSeat: t.seats,
            creditSeats: t.creditSeats,
          };
        }),
        upcomingSessions: upcoming.items,
      };
    },
  };
}
export type ClassesService = ReturnType<typeof createClassesService>;

/**
 * The prayers at the class's venue (its branch, else a trainer's pinned venue) that fall during the
 * session (docs/adr/0047); computed for a class's page only, never for the list.
 */
function prayersAtVenue(
  item: Pick<
    SessionDetailDto,
    'startsAt' | 'endsAt' | 'timeZone' | 'gymBranchDetail' | 'venue' | 'videoClass'
  >,
  countryCode: string,
): NonNullable<SessionDetailDto['prayersDuring']> {
  const pin = item.gymBranchDetail ?? item.venue;
  if (item.videoClass || pin?.latitude == null || pin.longitude == null) return [];
  const place = { latitude: pin.latitude, longitude: pin.longitude, countryCode };
  return prayersDuring(new Date(item.startsAt), new Date(item.endsAt), place, item.timeZone).map((p) => ({
    name: p.prayer,
    at: p.at.toISOString(),
  }));
}
