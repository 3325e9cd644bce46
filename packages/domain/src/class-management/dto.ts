import { z } from 'zod';
import { TRAINER_TYPES } from '../account/user-category';
import { classItemSchema } from '../classes/dto';
import { AGE_CATEGORIES, FITNESS_LEVELS, GENDER_RULES, PRICE_MODELS, SEAT_DISPLAY } from '../classes/enums';
import { venueSchema } from '../classes/place';
import { GENDERS } from '../common/fields';

/** Response shapes of class management. Times 'HH:mm' 24-hour in the store's zone. */
export const mediaSchema = z.object({
  id: z.number(),
  mediaUrl: z.string(),
  mediaThumbNailUrl: z.string(),
});
export type MediaDto = z.infer<typeof mediaSchema>;

export const timingDtoSchema = z.object({
  classTimingId: z.number(),
  classDays: z.array(z.number()),
  fromTime: z.string(),
  toTime: z.string(),
  durationMinutes: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  trainerId: z.number().nullable(),
  trainerName: z.string().nullable(),
  totalSeat: z.number(),
  creditSeats: z.number().nullable(),
  /** A one-off slot added with PATCH /sessions (its range is one day). */
  isSlot: z.boolean(),
});
export type TimingDto = z.infer<typeof timingDtoSchema>;

export const classEditSchema = z.object({
  classId: z.number(),
  ownerId: z.number(),
  title: z.string(),
  description: z.string(),
  classCategoryId: z.number(),
  subClassCategoryId: z.number().nullable(),
  priceModel: z.enum(PRICE_MODELS),
  credit: z.number(),
  price: z.number(),
  currencyCode: z.string(),
  currencyDecimals: z.number(),
  timeZone: z.string(),
  classType: z.enum(GENDER_RULES),
  fitnessLevel: z.enum(FITNESS_LEVELS),
  ageCategoryType: z.enum(AGE_CATEGORIES),
  showAvailableSeatType: z.enum(SEAT_DISPLAY),
  reminder: z.string().nullable(),
  /** Minutes before a session the reminder mail goes; 0: none; null: the default (180). */
  reminderMinutes: z.number().nullable(),
  specialNote: z.string().nullable(),
  autoWaitListHours: z.number().nullable(),
  videoClass: z.boolean(),
  isSpecialProgram: z.boolean(),
  gymBranchId: z.number().nullable(),
  /** The class runs at a gym (its branch says where); else it is a freelance trainer's. */
  hasGym: z.boolean(),
  /** A freelance trainer's in-person class: where it happens. */
  venue: venueSchema.nullable(),
  trainerId: z.number().nullable(),
  /** A trainer is assigned already: a trainer editing the class cannot change it (field disabled). */
  trainerLocked: z.boolean(),
  mediaIds: z.array(z.number()),
  media: z.array(mediaSchema),
  timings: z.array(timingDtoSchema),
});
export type ClassEditDto = z.infer<typeof classEditSchema>;

export const classCreatedSchema = z.object({
  classId: z.number(),
  sessionsCreated: z.number(),
  message: z.string(),
});
export type ClassCreatedDto = z.infer<typeof classCreatedSchema>;

/** data.conflict of the 409 answer. */
export const overlapConflictSchema = z.object({
  classId: z.number(),
  classSessionId: z.number(),
  title: z.string(),
  classDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
});
export type OverlapConflictDto = z.infer<typeof overlapConflictSchema>;

export const managedSessionSchema = classItemSchema.extend({
  bookedCount: z.number(),
  checkedInCount: z.number(),
  /** Seats open to credit bookings; null when every seat is. The session dialog starts from it. */
  creditSeats: z.number().nullable(),
  /** The caller may edit this session's class (owner, or trainer allowed to edit). */
  canEdit: z.boolean(),
});
export type ManagedSessionDto = z.infer<typeof managedSessionSchema>;

export const participantSchema = z.object({
  bookingId: z.number(),
  userId: z.number().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  kidName: z.string().nullable(),
  guest: z.boolean(),
  checkedIn: z.boolean(),
  bookedAt: z.string(),
  creditsSpent: z.number(),
  /**
   * Final once the session's roll is closed (docs/adr/0039). While it is open: NO_SHOW when staff have
   * marked them absent, else null.
   */
  attendance: z.enum(['ATTENDED', 'NO_SHOW']).nullable(),
  /** Whether the session's roll is closed: attendance is then final. */
  rollClosed: z.boolean(),
});
export type ParticipantDto = z.infer<typeof participantSchema>;

/** The customer's own check-in code of one booking: shown as a QR code and typed. */
export const checkInCodeSchema = z.object({ bookingId: z.number(), code: z.string() });
export type CheckInCodeDto = z.infer<typeof checkInCodeSchema>;

/** Who a scanned code checked in, and when (an ISO instant). */
export const checkInByCodeResultSchema = z.object({
  participant: participantSchema,
  checkedInAt: z.string(),
});
export type CheckInByCodeResult = z.infer<typeof checkInByCodeResultSchema>;

export const sessionWriteResultSchema = z.object({
  classSessionId: z.number(),
  message: z.string(),
});

export const cancellationSummarySchema = z.object({
  message: z.string(),
  sessionsCanceled: z.number(),
  bookingsCanceled: z.number(),
});
export type CancellationSummaryDto = z.infer<typeof cancellationSummarySchema>;

export const gymCancelResultSchema = z.object({
  bookingId: z.number(),
  refunded: z.boolean(),
  creditsRefunded: z.number(),
});
export type GymCancelResultDto = z.infer<typeof gymCancelResultSchema>;

export const branchDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  cityId: z.number().nullable(),
  cityName: z.string().nullable(),
  localityId: z.number().nullable(),
  localityName: z.string().nullable(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  studioInstruction: z.string().nullable(),
  /** Classes here may not cross a prayer (docs/adr/0047). */
  closedForPrayers: z.boolean(),
  /** Women and girls only, taught by women (docs/adr/0047). */
  womenOnly: z.boolean(),
});
export type BranchDto = z.infer<typeof branchDtoSchema>;

export const manageProfileSchema = z.object({
  userId: z.number(),
  userCategory: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profileImageThumbnail: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  activities: z.array(z.object({ id: z.number(), name: z.string() })),
  gender: z.enum(GENDERS).nullable(),
  /** Trainers' location; a gym's main location. */
  location: z.string().nullable(),
  /** Trainers. */
  nationality: z.string().nullable(),
  dob: z.string().nullable(),
  trainerType: z.enum(TRAINER_TYPES).nullable(),
  certificates: z.array(z.string()),
  trainerAllowEdit: z.boolean(),
  /** Gyms. */
  studioName: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  /** The main location's pin. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  branches: z.array(branchDtoSchema),
});
export type ManageProfileDto = z.infer<typeof manageProfileSchema>;
