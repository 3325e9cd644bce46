import { z } from 'zod';
import { addDays } from '../time/zoned';
import { adminPageQuerySchema, gymIdQueryField, listFormatField } from './admin-query';

/**
 * The owner's dashboard (docs/adr/0046): a gym's figures at a glance, each tile opening the list or
 * report behind it. Days are the store's calendar days; windows end today and count today.
 */
export const DASHBOARD_WINDOWS = {
  /** A member with a live package and no visit in this many days is at risk. */
  atRiskDays: 14,
  /** A live package expiring within this many days is expiring. */
  expiringDays: 14,
  /** …or with this many credits (or classes) left, or fewer. */
  lowBalance: 3,
  /** First visits in this many days make the first-to-second-visit cohort. */
  conversionDays: 90,
  /** Attendance and no-show rates cover this many days of closed rolls. */
  rateDays: 30,
} as const;

export interface DayRange {
  fromDate: string;
  toDate: string;
}

/** The last day of the month holding `date` (YYYY-MM-DD). */
const monthEnd = (date: string) => addDays(`${addDays(`${date.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);

/**
 * This month so far (1st to today) and the same number of days into the previous month, so the two
 * compare like with like; a day the previous month does not have (31 March: 31 February) is its last.
 */
export function dashboardMonths(today: string): { current: DayRange; previous: DayRange } {
  const first = `${today.slice(0, 8)}01`;
  const previousFirst = `${addDays(first, -1).slice(0, 8)}01`;
  const day = Number(today.slice(8, 10));
  const previousEnd = monthEnd(previousFirst);
  const previousDay = addDays(previousFirst, day - 1);
  return {
    current: { fromDate: first, toDate: today },
    previous: { fromDate: previousFirst, toDate: previousDay > previousEnd ? previousEnd : previousDay },
  };
}

/** The `days` store days ending today (today counted). */
export const lastDays = (today: string, days: number): DayRange => ({
  fromDate: addDays(today, -(days - 1)),
  toDate: today,
});

/** A change against the previous period in percent (one decimal); null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const monthFigures = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Ledger net of the period less its refunds, minor units of the gym's currency. */
  incomeNet: z.number(),
  bookings: z.number(),
  newCustomers: z.number(),
});
export type DashboardMonth = z.infer<typeof monthFigures>;

export const dashboardSchema = z.object({
  today: z.string(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
  todaySessions: z.object({ classes: z.number(), attending: z.number(), freeSeats: z.number() }),
  thisMonth: monthFigures,
  previousMonth: monthFigures,
  atRisk: z.number(),
  expiring: z.number(),
  firstToSecondVisit: z.object({ firstVisits: z.number(), returned: z.number(), rate: z.number() }),
  rates: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    attended: z.number(),
    noShows: z.number(),
    attendanceRate: z.number(),
    noShowRate: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A dashboard list: a page (size up to 50), or every row as CSV. */
export const dashboardListQuerySchema = adminPageQuerySchema.safeExtend({
  gymId: gymIdQueryField,
  format: listFormatField,
});
export type DashboardListQuery = z.infer<typeof dashboardListQuerySchema>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), page: z.number(), size: z.number(), total: z.number() });

export const atRiskRowSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  packageName: z.string(),
  expiresAt: z.string(),
  /** Credits (or classes) left on the package; null: unlimited. */
  left: z.number().nullable(),
  /** The last attended or checked-in visit at the gym; null: never. */
  lastVisit: z.string().nullable(),
});
export type AtRiskRow = z.infer<typeof atRiskRowSchema>;
export const atRiskPageSchema = pageOf(atRiskRowSchema);
export type AtRiskPage = z.infer<typeof atRiskPageSchema>;

export const expiringRowSchema = z.object({
  userPackageId: z.number(),
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  packageName: z.string(),
  expiresAt: z.string(),
  left: z.number().nullable(),
});
export type ExpiringRow = z.infer<typeof expiringRowSchema>;
export const expiringPageSchema = pageOf(expiringRowSchema);
export type ExpiringPage = z.infer<typeof expiringPageSchema>;

export const todaySessionRowSchema = z.object({
  sessionId: z.number(),
  classId: z.number(),
  title: z.string(),
  startsAt: z.string(),
  /** The session's wall-clock start on the store's clock, HH:mm. */
  fromTime: z.string(),
  trainerName: z.string(),
  seats: z.number(),
  booked: z.number(),
  freeSeats: z.number(),
});
export type TodaySessionRow = z.infer<typeof todaySessionRowSchema>;
export const todaySessionsPageSchema = pageOf(todaySessionRowSchema);
export type TodaySessionsPage = z.infer<typeof todaySessionsPageSchema>;
