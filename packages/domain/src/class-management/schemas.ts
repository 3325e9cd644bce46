import { z } from 'zod';
import { profileUpdateSchema } from '../account/schemas';
import { TRAINER_TYPES } from '../account/user-category';
import { AGE_CATEGORIES, FITNESS_LEVELS, GENDER_RULES, PRICE_MODELS, SEAT_DISPLAY } from '../classes/enums';
import { venueInputSchema } from '../classes/place';
import { bodyId, paramId } from '../classes/schemas';
import { genderField, isoDateField, mobileField, PG_INT_MAX } from '../common/fields';
import { httpUrlField } from '../common/http-url';
import { LIMITS } from '../common/limits';
import { MSG } from '../messages';
import { CM_MSG } from './messages';
import { creditSeatsProblem } from './seats';

/**
 * Request bodies of class management: shared by the API routes and the
 * web forms. Times on the wire are 24-hour 'HH:mm' in the store's zone; the form shows 12-hour.
 */
export const TIME_24 = /^([01]\d|2[0-3]):[0-5]\d$/;
/** SPEC 9: duration dropdowns offer hours 0 to 11 and minutes in steps of 5 up to 55. */
export const MAX_DURATION_MINUTES = 11 * 60 + 55;
export const DURATION_HOURS = Array.from({ length: 12 }, (_, i) => i);
export const DURATION_MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
export const MAX_SEATS = 10 ** LIMITS.seatDigits - 1;
export const MAX_CLASS_IMAGES = 10;

/** A wall-clock time 'HH:mm' (24-hour) in the store's zone. */
export const timeField = z.string({ error: MSG.required }).regex(TIME_24, CM_MSG.invalidTime);
const seatsField = z
  .number({ error: CM_MSG.invalidSeats })
  .int(CM_MSG.invalidSeats)
  .min(1, CM_MSG.invalidSeats)
  .max(MAX_SEATS, CM_MSG.invalidSeats);
const creditSeatsField = z
  .number({ error: CM_MSG.invalidSeats })
  .int(CM_MSG.invalidSeats)
  .min(0, CM_MSG.invalidSeats)
  .max(MAX_SEATS, CM_MSG.invalidSeats);
const durationField = z
  .number({ error: CM_MSG.invalidTiming })
  .int(CM_MSG.invalidTiming)
  .min(5, CM_MSG.invalidTiming)
  .max(MAX_DURATION_MINUTES, CM_MSG.invalidTiming)
  .refine((n) => n % 5 === 0, CM_MSG.invalidTiming);
const optionalText = (max: number) => z.string().trim().max(max, MSG.maxLength(max)).nullish();

const timingFields = {
  /** 0 Sunday to 6 Saturday. */
  classDays: z
    .array(z.number().int().min(0).max(6), { error: MSG.required })
    .min(1, MSG.required)
    .max(7)
    .refine((days) => new Set(days).size === days.length, CM_MSG.invalidTiming),
  fromTime: timeField,
  durationMinutes: durationField,
  fromDate: isoDateField,
  toDate: isoDateField,
  trainerId: bodyId.nullish(),
  totalSeat: seatsField,
  creditSeats: creditSeatsField.nullish(),
};

/** The checks every timing shape shares: dates in order, credit seats within the seats. */
function timingRefinements<
  S extends z.ZodType<{ fromDate: string; toDate: string; totalSeat: number; creditSeats?: number | null }>,
>(schema: S) {
  return schema
    .refine((t) => t.fromDate <= t.toDate, { message: CM_MSG.invalidTiming, path: ['toDate'] })
    .refine((t) => creditSeatsProblem(t.creditSeats, t.totalSeat) === null, {
      message: CM_MSG.creditSeatsAboveSeats,
      path: ['creditSeats'],
    });
}

export const timingInputSchema = timingRefinements(z.object(timingFields));
export type TimingInput = z.input<typeof timingInputSchema>;

/** POST /manage/classes/:classId/timings and PUT /manage/timings/:id. */
export const timingWriteSchema = timingRefinements(
  z.object({
    ...timingFields,
    force: z.boolean().default(false),
    skipPastTimeCheck: z.boolean().default(false),
  }),
);
export type TimingWriteBody = z.input<typeof timingWriteSchema>;

/** Reminder times the class editor offers, in minutes (0: no reminder); the API takes any up to a week. */
export const REMINDER_CHOICES = [0, 30, 60, 180, 1440] as const;
/** A class that sets no reminder time is reminded this many minutes before ("a few hours"). */
export const DEFAULT_REMINDER_MINUTES = 180;
export const MAX_REMINDER_MINUTES = 7 * 24 * 60;

const classFields = {
  title: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)),
  description: z.string().trim().max(2000, MSG.maxLength(2000)).default(''),
  classCategoryId: bodyId,
  subClassCategoryId: bodyId.nullish(),
  priceModel: z.enum(PRICE_MODELS, { error: MSG.required }),
  /** Credits per booking, for the credit models (PHYSICAL, VIRTUAL). */
  credit: z.number().int().min(0).max(MAX_SEATS).nullish(),
  /** Minor units of the store currency, for PT and workshop (package) models. */
  price: z
    .number({ error: CM_MSG.invalidPrice })
    .int(CM_MSG.invalidPrice)
    .min(0, CM_MSG.invalidPrice)
    .nullish(),
  classType: z.enum(GENDER_RULES, { error: MSG.required }),
  fitnessLevel: z.enum(FITNESS_LEVELS, { error: MSG.required }),
  ageCategoryType: z.enum(AGE_CATEGORIES, { error: MSG.required }),
  showAvailableSeatType: z.enum(SEAT_DISPLAY, { error: MSG.required }),
  reminder: optionalText(LIMITS.nameMax),
  /** Minutes before each session its booked customers get the reminder mail; 0: none; null: the default. */
  reminderMinutes: z
    .number({ error: CM_MSG.invalidReminder })
    .int(CM_MSG.invalidReminder)
    .min(0, CM_MSG.invalidReminder)
    .max(MAX_REMINDER_MINUTES, CM_MSG.invalidReminder)
    .nullish(),
  specialNote: optionalText(LIMITS.bioMax),
  /** SPEC 5: the auto-expire time has at most 2 characters (0 to 99 hours). */
  autoWaitListHours: z
    .number({ error: CM_MSG.autoWaitListTooLong })
    .int(CM_MSG.autoWaitListTooLong)
    .min(0, CM_MSG.autoWaitListTooLong)
    .max(99, CM_MSG.autoWaitListTooLong)
    .nullish(),
  videoClass: z.boolean().default(false),
  isSpecialProgram: z.boolean().default(false),
  gymBranchId: bodyId.nullish(),
  /** Where a freelance trainer's in-person class happens; a gym's or an online class keeps none. */
  venue: venueInputSchema.nullish(),
  trainerId: bodyId.nullish(),
  mediaIds: z.array(bodyId).max(MAX_CLASS_IMAGES).optional(),
};

/** The price model decides which of credit and price must be there (SPEC 3.3, 5). */
function priceRule<S extends z.ZodType<{ priceModel: string; price?: number | null }>>(schema: S) {
  return schema.refine((c) => !needsPrice(c.priceModel) || (c.price ?? 0) > 0, {
    message: CM_MSG.invalidPrice,
    path: ['price'],
  });
}

export function needsPrice(priceModel: string): boolean {
  return priceModel === 'PT' || priceModel === 'AUTOJOINWITHPACKAGE';
}

export const classUpdateSchema = priceRule(z.object(classFields));
export type ClassUpdateBody = z.input<typeof classUpdateSchema>;
export type ClassUpdate = z.output<typeof classUpdateSchema>;

export const classInputSchema = priceRule(
  z.object({
    ...classFields,
    timings: z.array(timingInputSchema, { error: MSG.timingRequired }).min(1, MSG.timingRequired).max(20),
    /** Schedule even when the time overlaps another of the owner's sessions (the 409 question). */
    force: z.boolean().default(false),
    /** The allowPastTime local setting (SPEC 5: time validation is optional). */
    skipPastTimeCheck: z.boolean().default(false),
  }),
);
export type ClassInput = z.input<typeof classInputSchema>;
export type ClassInputParsed = z.output<typeof classInputSchema>;

/** PATCH /manage/classes/:classId/sessions: one extra session (a slot). */
export const slotInputSchema = z
  .object({
    classDate: isoDateField,
    fromTime: timeField,
    durationMinutes: durationField,
    totalSeat: seatsField,
    creditSeats: creditSeatsField.nullish(),
    trainerId: bodyId.nullish(),
    force: z.boolean().default(false),
    skipPastTimeCheck: z.boolean().default(false),
  })
  .refine((s) => creditSeatsProblem(s.creditSeats, s.totalSeat) === null, {
    message: CM_MSG.creditSeatsAboveSeats,
    path: ['creditSeats'],
  });
export type SlotInput = z.input<typeof slotInputSchema>;

/** PUT /manage/sessions/:id. */
export const sessionUpdateSchema = z
  .object({
    totalSeat: seatsField.optional(),
    creditSeats: creditSeatsField.nullish(),
    fromTime: timeField.optional(),
    durationMinutes: durationField.optional(),
    force: z.boolean().default(false),
    skipPastTimeCheck: z.boolean().default(false),
  })
  // Seats not sent are the session's: the service checks the credit seats against those.
  .refine((s) => s.totalSeat === undefined || creditSeatsProblem(s.creditSeats, s.totalSeat) === null, {
    message: CM_MSG.creditSeatsAboveSeats,
    path: ['creditSeats'],
  });
export type SessionUpdateBody = z.input<typeof sessionUpdateSchema>;

export const manageSessionsQuerySchema = z.object({
  date: isoDateField,
  days: z.coerce.number().int().min(1).max(31).default(1),
});
export type ManageSessionsQuery = z.input<typeof manageSessionsQuerySchema>;

export const checkInSchema = z.object({ checkedIn: z.boolean({ error: MSG.required }) });
/** PUT /manage/bookings/:bookingId/absent: staff mark a participant absent before the roll closes (or undo it). */
export const markAbsentSchema = z.object({ absent: z.boolean({ error: MSG.required }) });
/** POST /manage/sessions/:id/check-in-by-code: what the desk scanned or typed. */
export const checkInByCodeSchema = z.object({
  code: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(64, MSG.maxLength(64)),
});
/** Where the customer stands when they tap "I'm here" (the browser's position). */
export const selfCheckInSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export const selfCheckInResultSchema = z.object({ bookingId: z.number(), checkedInAt: z.string() });
export type SelfCheckInResult = z.infer<typeof selfCheckInResultSchema>;
export const guestJoinSchema = z.object({
  guestCustomerName: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)),
});
export const REFUND_TYPES = ['CREDITS', 'NONE'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];
export const gymCancelSchema = z.object({
  refundType: z.enum(REFUND_TYPES, { error: MSG.required }),
  remark: z.string().trim().max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)).optional(),
});
export type GymCancelBody = z.input<typeof gymCancelSchema>;
export const supportMessageSchema = z.object({
  message: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(1000, MSG.maxLength(1000)),
});

export const classIdParamsSchema = z.object({ classId: paramId });
export const bookingIdParamsSchema = z.object({ bookingId: paramId });

/** Profiles (SPEC 3.1, 5, 8.5). */
const person = profileUpdateSchema.shape;
const bioField = z
  .string({ error: CM_MSG.bioBlank })
  .trim()
  .min(1, CM_MSG.bioBlank)
  .max(LIMITS.bioMax, CM_MSG.bioTooLong);
const activitiesField = z
  .array(bodyId, { error: CM_MSG.atLeastOneActivity })
  .min(1, CM_MSG.atLeastOneActivity)
  .max(50);

export const trainerProfileSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, MSG.required)
    .max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax))
    .optional(),
  lastName: z
    .string()
    .trim()
    .min(1, MSG.required)
    .max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax))
    .optional(),
  bio: bioField.optional(),
  certificates: z
    .array(
      z.string().trim().min(1, CM_MSG.certificateBlank).max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)),
    )
    .max(20)
    .optional(),
  activities: activitiesField.optional(),
  trainerType: z.enum(TRAINER_TYPES).optional(),
  /** SPEC 3.1 trainer edit: the person fields, with the customer profile's rules. */
  gender: genderField.optional(),
  nationality: person.nationality,
  dob: person.dob,
  location: person.location,
});
export type TrainerProfileBody = z.input<typeof trainerProfileSchema>;

export const branchInputSchema = z.object({
  id: bodyId.optional(),
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)),
  // Row ids: beyond PostgreSQL's integer the city and locality look-ups would fail (a 500), not miss.
  cityId: z
    .number({ error: CM_MSG.validCity })
    .int(CM_MSG.validCity)
    .positive(CM_MSG.validCity)
    .max(PG_INT_MAX, CM_MSG.validCity),
  localityId: z
    .number({ error: CM_MSG.localityRequired })
    .int(CM_MSG.validLocality)
    .positive(CM_MSG.validLocality)
    .max(PG_INT_MAX, CM_MSG.validLocality),
  address: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(500, MSG.maxLength(500)),
  latitude: z.number({ error: MSG.required }).min(-90).max(90),
  longitude: z.number({ error: MSG.required }).min(-180).max(180),
  studioInstruction: z.string().trim().max(LIMITS.bioMax, MSG.maxLength(LIMITS.bioMax)).nullish(),
  /** Absent: unchanged (off for a new branch). docs/adr/0047. */
  closedForPrayers: z.boolean().optional(),
  womenOnly: z.boolean().optional(),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const gymProfileSchema = z.object({
  studioName: z
    .string()
    .trim()
    .min(1, MSG.required)
    .max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax))
    .optional(),
  bio: bioField.optional(),
  website: httpUrlField.nullish(),
  activities: activitiesField.optional(),
  branches: z.array(branchInputSchema).max(50).optional(),
  /** SPEC 3.1 gym edit: the contact person's gender and phone, the main location and its pin. */
  gender: genderField.optional(),
  phone: mobileField.optional(),
  mainLocation: person.location,
  latitude: branchInputSchema.shape.latitude.nullish(),
  longitude: branchInputSchema.shape.longitude.nullish(),
});
export type GymProfileBody = z.input<typeof gymProfileSchema>;

export const pictureSchema = z.object({ mediaId: bodyId });

/** PUT /manage/profile: the trainer fields or the gym fields (the caller's category decides). */
export const manageProfileUpdateSchema = trainerProfileSchema.extend(gymProfileSchema.shape);
export type ManageProfileUpdateBody = z.input<typeof manageProfileUpdateSchema>;
export type ManageProfileUpdate = z.output<typeof manageProfileUpdateSchema>;
