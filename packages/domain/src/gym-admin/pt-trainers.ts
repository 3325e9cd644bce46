import { z } from 'zod';
import { timeField } from '../class-management/schemas';
import { idField } from '../common/fields';
import { MSG } from '../messages';
import { minutesToTime, timeToMinutes } from '../time/zoned';

/** The session lengths a gym can offer for personal training (minutes). */
export const PT_SESSION_MINUTES = [30, 45, 60, 90, 120] as const;
/** Up to four stretches of hours a day, every day. */
export const PT_MAX_HOUR_ROWS = 28;
/** The highest price of one PT session, in minor units (1,000 KWD). */
export const PT_MAX_PRICE = 1_000_000;

export interface PtHours {
  weekday: number;
  startTime: string;
  endTime: string;
}

/**
 * What is wrong with a trainer's weekly hours, or null: each stretch ends after it starts, and two
 * stretches of one day never overlap (a booking slot must belong to one stretch).
 */
export function ptHoursProblem(hours: readonly PtHours[]): { index: number; message: string } | null {
  for (const [index, row] of hours.entries()) {
    if (row.endTime <= row.startTime) return { index, message: MSG.endAfterStart };
  }
  const sorted = hours
    .map((row, index) => ({ ...row, index }))
    .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.weekday === previous.weekday && current.startTime < previous.endTime) {
      return { index: current.index, message: MSG.hoursOverlap };
    }
  }
  return null;
}

/** The hours a new trainer starts from, and a new row when there are none. */
export const DEFAULT_PT_HOURS: PtHours = { weekday: 0, startTime: '09:00', endTime: '17:00' };
/** The last start the form offers (5-minute steps): a stretch ends by then. */
const LAST_MINUTE = 23 * 60 + 55;

/**
 * The row "Add hours" appends: one that overlaps none of `hours`, so the form saves as it stands. The
 * last row's times on the next day without hours; when every day has some, the same length after the
 * last row's day's latest end (or the next day's where that runs past midnight). Copying a row would
 * always overlap it.
 */
export function nextPtHours(hours: readonly PtHours[]): PtHours {
  const last = hours.at(-1);
  if (!last) return DEFAULT_PT_HOURS;
  const daysWithHours = new Set(hours.map((row) => row.weekday));
  const length = Math.max(timeToMinutes(last.endTime) - timeToMinutes(last.startTime), 5);
  for (let step = 1; step <= 7; step++) {
    const weekday = (last.weekday + step) % 7;
    if (!daysWithHours.has(weekday)) return { ...last, weekday };
  }
  for (let step = 0; step < 7; step++) {
    const weekday = (last.weekday + step) % 7;
    const start = Math.max(
      ...hours.filter((row) => row.weekday === weekday).map((row) => timeToMinutes(row.endTime)),
    );
    const end = Math.min(start + length, LAST_MINUTE);
    if (end > start) return { weekday, startTime: minutesToTime(start), endTime: minutesToTime(end) };
  }
  // Every day full to midnight: nothing is free, so the row repeats the last and the check says why.
  return { ...last };
}

const ptHoursRowSchema = z.object({
  weekday: z.number({ error: MSG.required }).int().min(0).max(6),
  startTime: timeField,
  endTime: timeField,
});

const ptSetupFields = {
  price: z
    .number({ error: MSG.required })
    .int()
    .min(0, MSG.amountNotNegative)
    .max(PT_MAX_PRICE, MSG.amountTooHigh),
  sessionMinutes: z
    .number({ error: MSG.required })
    .int()
    .refine((minutes) => (PT_SESSION_MINUTES as readonly number[]).includes(minutes), MSG.sessionLength),
  active: z.boolean().default(true),
  hours: z
    .array(ptHoursRowSchema)
    .max(PT_MAX_HOUR_ROWS)
    .superRefine((hours, ctx) => {
      const problem = ptHoursProblem(hours);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.index], message: problem.message });
    }),
};

/** POST /manage/pt-trainers: a trainer account, and the price, length and hours of their sessions. */
export const ptTrainerCreateSchema = z.object({ trainerUserId: idField, ...ptSetupFields }).strict();
/** PUT /manage/pt-trainers/{id}: the same, for the trainer already set up. */
export const ptTrainerUpdateSchema = z.object(ptSetupFields).strict();
export type PtTrainerCreate = z.infer<typeof ptTrainerCreateSchema>;
export type PtTrainerUpdate = z.infer<typeof ptTrainerUpdateSchema>;

export const ptTrainerSchema = z.object({
  id: z.number(),
  trainerUserId: z.number(),
  name: z.string(),
  email: z.string(),
  profileThumbnailUrl: z.string().nullable(),
  price: z.number(),
  currencyCode: z.string(),
  sessionMinutes: z.number(),
  active: z.boolean(),
  hours: z.array(z.object({ weekday: z.number(), startTime: z.string(), endTime: z.string() })),
});
export type PtTrainer = z.infer<typeof ptTrainerSchema>;

/** A trainer account a gym may set up for PT (found by name or e-mail). */
export const ptTrainerCandidateSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type PtTrainerCandidate = z.infer<typeof ptTrainerCandidateSchema>;
