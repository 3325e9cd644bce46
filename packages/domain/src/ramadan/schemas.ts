import { z } from 'zod';
import { bodyId } from '../classes/schemas';
import { RAMADAN_MSG } from './messages';

/** Request schemas of the Ramadan timetable (docs/adr/0048), shared by the API and the gym's forms. */

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: RAMADAN_MSG.windowTime });
const hijriYear = z.number().int().min(1400).max(1600);

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The minutes of the day a window covers, as [start, end) ranges (one past midnight gives two). */
const spans = (w: { from: string; to: string }): [number, number][] =>
  minutes(w.from) < minutes(w.to)
    ? [[minutes(w.from), minutes(w.to)]]
    : [
        [minutes(w.from), 24 * 60],
        [0, minutes(w.to)],
      ];

export const ramadanWindowSchema = z
  .object({ from: clock, to: clock })
  .refine((w) => w.from !== w.to, { error: RAMADAN_MSG.windowEmpty, path: ['to'] });

export const ramadanHoursSchema = z
  .object({
    hijriYear: hijriYear.optional(),
    windows: z.array(ramadanWindowSchema).min(1, { error: RAMADAN_MSG.windowsCount }).max(4, {
      error: RAMADAN_MSG.windowsCount,
    }),
  })
  .refine(
    (body) => {
      const all = body.windows.flatMap(spans).sort((a, b) => a[0] - b[0]);
      return all.every((span, i) => i === 0 || span[0] >= all[i - 1]![1]);
    },
    { error: RAMADAN_MSG.windowsOverlap, path: ['windows'] },
  );
export type RamadanHoursInput = z.infer<typeof ramadanHoursSchema>;

export const RAMADAN_MODES = ['MOVE', 'COPY'] as const;
export type RamadanMode = (typeof RAMADAN_MODES)[number];

export const ramadanPlanSchema = z
  .object({
    hijriYear: hijriYear.optional(),
    mode: z.enum(RAMADAN_MODES),
    items: z
      .array(z.object({ timingId: bodyId, startTime: clock }))
      .min(1)
      .max(50),
  })
  .refine((body) => new Set(body.items.map((i) => i.timingId)).size === body.items.length, {
    error: RAMADAN_MSG.duplicateTiming,
    path: ['items'],
  });
export type RamadanPlanInput = z.infer<typeof ramadanPlanSchema>;

export const ramadanHoursQuerySchema = z.object({
  hijriYear: z.coerce.number().int().min(1400).max(1600).optional(),
});
