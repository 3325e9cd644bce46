import { z } from 'zod';
import { timeField } from '../class-management/schemas';
import { idField, isoDateField } from '../common/fields';
import { MSG } from '../messages';
import { addDays, timeToMinutes } from '../time/zoned';

/** The longest note a day off may carry ("Holiday", "Course in Dubai"). */
export const PT_EXCEPTION_NOTE_MAX = 200;
/** How far ahead a day off may be set (days from today on the store's clock). */
export const PT_EXCEPTION_DAYS_AHEAD = 366;

/**
 * A PT trainer's exception to their weekly hours on one local date of the store: the whole day off
 * when it has no times, else unavailable from `startTime` to `endTime` (HH:mm, store clock).
 */
export interface PtException {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/**
 * Whether an exception keeps the trainer away during part of `date` from `fromMinute` to `toMinute`
 * (minutes of the day on the store's clock). A window touching the stretch at an end does not.
 */
export function exceptionCovers(exception: PtException, date: string, fromMinute: number, toMinute: number) {
  if (exception.date !== date) return false;
  if (exception.startTime === null || exception.endTime === null) return true;
  return timeToMinutes(exception.startTime) < toMinute && fromMinute < timeToMinutes(exception.endTime);
}

/** Whether two exceptions of a trainer hold the same time (a whole day holds all of its date). */
export function exceptionsOverlap(a: PtException, b: PtException): boolean {
  if (a.startTime === null || a.endTime === null) return a.date === b.date;
  return exceptionCovers(b, a.date, timeToMinutes(a.startTime), timeToMinutes(a.endTime));
}

/** What is wrong with the date of a new exception, seen from `today` on the store's clock, or null. */
export function ptExceptionDateProblem(date: string, today: string): string | null {
  if (date < today) return MSG.dateNotPast;
  if (date > addDays(today, PT_EXCEPTION_DAYS_AHEAD)) return MSG.dateTooFar;
  return null;
}

/**
 * POST a day off or a time off: a date, both times or neither (neither: the whole day), a short note.
 * Whether the date has passed depends on the store's clock: `ptExceptionSchemaOn(today)` checks it too.
 */
export const ptExceptionBodySchema = z
  .object({
    date: isoDateField,
    startTime: timeField.nullish(),
    endTime: timeField.nullish(),
    note: z.string().trim().max(PT_EXCEPTION_NOTE_MAX, MSG.maxLength(PT_EXCEPTION_NOTE_MAX)).nullish(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const hasStart = Boolean(body.startTime);
    const hasEnd = Boolean(body.endTime);
    if (hasStart !== hasEnd) {
      ctx.addIssue({
        code: 'custom',
        path: [hasStart ? 'endTime' : 'startTime'],
        message: MSG.bothTimesOrNone,
      });
    } else if (hasStart && body.endTime! <= body.startTime!) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: MSG.endAfterStart });
    }
  });
export type PtExceptionBody = z.infer<typeof ptExceptionBodySchema>;

/** The body's rules and the date's, with `today` the store's date (the form checks both at once). */
export const ptExceptionSchemaOn = (today: string) =>
  ptExceptionBodySchema.superRefine((body, ctx) => {
    const problem = ptExceptionDateProblem(body.date, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
  });

/** A body as stored: empty times and an empty note become null. */
export function ptExceptionOf(body: PtExceptionBody): PtException & { note: string | null } {
  return {
    date: body.date,
    startTime: body.startTime || null,
    endTime: body.startTime ? body.endTime || null : null,
    note: body.note?.trim() || null,
  };
}

export const ptExceptionSchema = z.object({
  id: z.number(),
  ptTrainerId: z.number(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  note: z.string().nullable(),
});
export type PtExceptionDto = z.infer<typeof ptExceptionSchema>;

/**
 * A new exception as its author sees it: with how many of the trainer's booked sessions it covers
 * (an exception does not cancel them: the gym cancels those it must, so the author is told).
 */
export const ptExceptionAddedSchema = ptExceptionSchema.extend({ bookedSessions: z.number().int() });
export type PtExceptionAddedDto = z.infer<typeof ptExceptionAddedSchema>;

/** /…/pt-trainers/{id}/exceptions/{exceptionId}: the PT trainer row and one of its exceptions. */
export const ptExceptionParamsSchema = z.object({ id: idField, exceptionId: idField });

/** GET /manage/pt-availability: a trainer's PT setups, one a gym, whose days off they manage. */
export const ptOwnSetupSchema = z.object({
  id: z.number(),
  gymUserId: z.number(),
  gymName: z.string(),
  sessionMinutes: z.number(),
  active: z.boolean(),
});
export type PtOwnSetup = z.infer<typeof ptOwnSetupSchema>;
