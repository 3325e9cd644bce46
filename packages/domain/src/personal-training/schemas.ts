import { z } from 'zod';
import { pageSchemaOf } from '../classes/dto';
import { pageQuerySchema } from '../common/envelope';
import { idField, isoDateField, isoInstantField } from '../common/fields';

/** GET /personal-training/trainers: SPEC 7.5, PT lists use size 100 (the default and the most). */
export const ptTrainerListQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(100),
});
export type PtTrainerListQuery = z.infer<typeof ptTrainerListQuerySchema>;

export const ptTrainerParamsSchema = z.object({ ptTrainerId: idField });
export const ptSlotsQuerySchema = z.object({ date: isoDateField });
export type PtSlotsQuery = z.infer<typeof ptSlotsQuerySchema>;

/** POST /personal-training/trainers/{id}/slots: the start of one offered slot. */
export const ptSlotBodySchema = z.object({ startsAt: isoInstantField }).strict();
export type PtSlotBody = z.infer<typeof ptSlotBodySchema>;

export const ptSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** YYYY-MM-DD and HH:mm on the store's clock. */
  date: z.string(),
  time: z.string(),
  free: z.boolean(),
});
export type PtSlotDto = z.infer<typeof ptSlotSchema>;

/** A PT trainer as customers see them: who, where, the rate of one session and the next free times. */
export const ptTrainerCardSchema = z.object({
  id: z.number(),
  trainer: z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable() }),
  gym: z.object({ id: z.number(), name: z.string() }),
  /** The rate of one session in minor units of `currencyCode`. */
  price: z.number(),
  currencyCode: z.string(),
  sessionMinutes: z.number(),
  timeZone: z.string(),
  nextSlots: z.array(ptSlotSchema),
});
export type PtTrainerCardDto = z.infer<typeof ptTrainerCardSchema>;
export const ptTrainerPageSchema = pageSchemaOf(ptTrainerCardSchema);

export const ptTrainerDetailSchema = ptTrainerCardSchema.extend({
  /** The dates within the booking horizon that have a free slot. */
  dates: z.array(z.string()),
});
export type PtTrainerDetailDto = z.infer<typeof ptTrainerDetailSchema>;

export const ptDaySlotsSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  slots: z.array(ptSlotSchema),
});
export type PtDaySlotsDto = z.infer<typeof ptDaySlotsSchema>;

/** The one-seat class session of a slot, booked next through the class page and checkout. */
export const ptSlotSessionSchema = z.object({
  classSessionId: z.number(),
  classId: z.number(),
  title: z.string(),
});
export type PtSlotSessionDto = z.infer<typeof ptSlotSessionSchema>;
