import { z } from 'zod';
import { idField, isoDateField } from '../common/fields';
import { MSG } from '../messages';

/** Gym administration lists show at most this many rows a page (SPEC 7.8 size=50). */
export const ADMIN_PAGE_SIZE = 50;
/** A report or list by dates covers at most a year (366 days, so a leap year fits). */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from one ISO date to another, both counted (2026-01-01..2026-01-01 is one day). */
export function daysInRange(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The range rule every dated admin list and report follows: real dates, in order, at most a year. */
export function rangeProblem(fromDate: string, toDate: string): string | null {
  if (fromDate > toDate) return MSG.rangeOrder;
  if (daysInRange(fromDate, toDate) > MAX_REPORT_DAYS) return MSG.rangeTooLong;
  return null;
}

/** `fromDate`/`toDate` (YYYY-MM-DD, the store's calendar days), both required. */
export const reportRangeQuerySchema = z
  .object({ fromDate: isoDateField, toDate: isoDateField })
  .superRefine((range, ctx) => {
    const problem = rangeProblem(range.fromDate, range.toDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['toDate'], message: problem });
  });
export type ReportRange = z.infer<typeof reportRangeQuerySchema>;

/** `page` from 0 and `size` up to 50 (default 50); a bigger size is refused, not silently cut. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE, MSG.pageSizeTooBig(ADMIN_PAGE_SIZE))
    .default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/**
 * `gymId`: the gym the call is about; a gym sends its own user id (SPEC 5.5); the master gym any. A
 * user id, so at most PostgreSQL's integer: a bigger one is a 400 (the master gym's query would fail).
 */
export const gymIdQueryField = idField.optional();

/** A list answered as CSV instead of JSON (the same rows, every page): `?format=csv`. */
export const listFormatField = z.enum(['json', 'csv']).default('json');
/** The most rows one CSV download holds (a gym's whole list; a bound, not a page). */
export const CSV_MAX_ROWS = 100_000;

/** The page a list query asks for, or every row (up to CSV_MAX_ROWS) when it asks for CSV. */
export const pageOrAll = <Q extends AdminPageQuery & { format?: 'json' | 'csv' }>(query: Q): Q =>
  query.format === 'csv' ? { ...query, page: 0, size: CSV_MAX_ROWS } : query;
