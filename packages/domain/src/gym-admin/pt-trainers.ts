import { z } from 'zod';
import { timeField } from '../class-management/schemas';
import { idField } from '../common/fields';
import { MSG } from '../messages';

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
