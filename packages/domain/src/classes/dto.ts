import { z } from 'zod';
import { PRAYERS } from '../prayers/prayers';
import {
  AGE_CATEGORIES,
  BOOKING_STATUSES,
  CLASS_PLATFORMS,
  FITNESS_LEVELS,
  GENDER_RULES,
  PACKAGE_TYPES,
  PRICE_MODELS,
  SEAT_DISPLAY,
  WISH_TYPES,
} from './enums';
import { venueSchema } from './place';

/**
 * Response shapes of the discovery and booking calls (SPEC 3.3, 3.4). Zod, so the API documents and
 * checks what it sends and the web app gets the types. Times: `classDate` (YYYY-MM-DD), `fromTime` and
 * `toTime` (HH:mm, 24-hour) are wall-clock in `timeZone`; `startsAt`/`endsAt` are ISO instants.
 * Money: `price` in minor units of `currencyCode` (KWD has 3 decimals).
 */
const nullableText = z.string().nullable();

export const classCategoryRefSchema = z.object({ id: z.number(), name: z.string(), icon: z.string() });

export const trainerRefSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageThumbnail: nullableText,
});

export const gymBranchDetailSchema = z.object({
  gymId: z.number(),
  branchId: z.number(),
  gymName: z.string(),
  branchName: z.string(),
  localityName: nullableText,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  studioInstruction: nullableText,
  mediaThumbNailUrl: nullableText,
  /** A women-only branch (docs/adr/0047): only women and girls book, only women teach. */
  womenOnly: z.boolean(),
});

export const classDaySchema = z.object({ day: z.number().int().min(0).max(6), name: z.string() });

export const classItemSchema = z.object({
  classSessionId: z.number(),
  classId: z.number(),
  classTimingId: z.number(),
  title: z.string(),
  description: z.string(),
  classDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** Credits per booking; 0 for free classes and always 0 on a prime brand. */
  credit: z.number(),
  price: z.number(),
  currencyCode: z.string(),
  priceModel: z.enum(PRICE_MODELS),
  availableSeat: z.number(),
  /** '+3', a number, or null when the class hides its seats. */
  availableSeatText: nullableText,
  totalSeat: z.number(),
  showAvailableSeatType: z.enum(SEAT_DISPLAY),
  /** The gender rule: MIXED, MALE or FEMALE. */
  classType: z.enum(GENDER_RULES),
  ageCategoryType: z.enum(AGE_CATEGORIES),
  fitnessLevel: z.enum(FITNESS_LEVELS),
  classCategory: classCategoryRefSchema,
  subClassCategoryId: z.number().nullable(),
  /** The caller holds an active booking of this session (for themself or a kid). */
  userJoinStatus: z.boolean(),
  /** The caller's first active booking of this session, to cancel it. */
  bookingId: z.number().nullable(),
  wishType: z.enum(WISH_TYPES).nullable(),
  /** Hours before the start from which joiners are waitlisted (null: never). */
  autoWaitListTime: z.number().nullable(),
  videoClass: z.boolean(),
  isSpecialProgram: z.boolean(),
  platform: z.enum(CLASS_PLATFORMS).nullable(),
  reminder: nullableText,
  specialNote: nullableText,
  classDayList: z.array(classDaySchema),
  /** The timing's date range. */
  fromDate: z.string(),
  toDate: z.string(),
  classMedia: z.object({ mediaUrl: nullableText, mediaThumbNailUrl: nullableText }),
  /** Who the class belongs to (managesClass): trainers and gyms see EDIT only on their own. */
  managers: z.object({
    ownerUserId: z.number(),
    gymUserId: z.number().nullable(),
    trainerUserIds: z.array(z.number()),
  }),
  trainerDetail: trainerRefSchema.nullable(),
  gymBranchDetail: gymBranchDetailSchema.nullable(),
  /** A freelance trainer's in-person class: the venue they gave; see classPlace. */
  venue: venueSchema.nullable(),
  /** The class's visible reviews: average stars (one decimal; null with none) and count. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number(),
});
export type ClassItemDto = z.infer<typeof classItemSchema>;

export const autoJoinPackageSchema = z.object({
  id: z.number(),
  name: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  price: z.number(),
  currencyCode: z.string(),
  credits: z.number(),
  validityDays: z.number(),
  description: z.string(),
});
export type AutoJoinPackageDto = z.infer<typeof autoJoinPackageSchema>;

export const sessionDetailSchema = classItemSchema.extend({
  autoJoinPackageDetail: autoJoinPackageSchema.nullable(),
  /** The caller is a participant (holds an active booking). */
  participant: z.boolean(),
  participantCount: z.number(),
  myBookings: z.array(
    z.object({
      bookingId: z.number(),
      kidId: z.number().nullable(),
      /** The gym moved the session for Ramadan: cancelling refunds in full until it starts (docs/adr/0048). */
      freeCancel: z.boolean().optional(),
    }),
  ),
  /** Prayers at the venue that fall during the session (docs/adr/0047); absent or empty: none. */
  prayersDuring: z.array(z.object({ name: z.enum(PRAYERS), at: z.string() })).optional(),
});
export type SessionDetailDto = z.infer<typeof sessionDetailSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  classSessionId: z.number(),
  kidId: z.number().nullable(),
  status: z.enum(BOOKING_STATUSES),
  creditsSpent: z.number(),
  userPackageId: z.number().nullable(),
  source: z.enum(['DIRECT', 'WAITLIST']),
  refunded: z.boolean(),
  createdAt: z.string(),
  canceledAt: z.string().nullable(),
});
export type BookingDto = z.infer<typeof bookingSchema>;

export const userPackageSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  packageType: z.string(),
  /** SPEC 3.2 packageCategoryType: ADULTS packages pay adult classes, CHILD packages kids' classes. */
  packageCategoryType: z.enum(['ADULTS', 'CHILD']),
  balance: z.number(),
  balanceClasses: z.number().nullable(),
  /** An unlimited package: it pays for any class it may pay for, whatever its balance. */
  unlimited: z.boolean(),
  expiryDate: z.string().nullable(),
  gymId: z.number().nullable(),
  userKidId: z.number().nullable(),
  /** A category pack (SPECIALCLASSCATEGORY) pays only for classes of these activities. */
  classCategoryIds: z.array(z.number()),
});

export const joinResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('BOOKED'),
    message: z.string(),
    booking: bookingSchema,
    userPackageDetailDtoList: z.array(userPackageSummarySchema),
  }),
  z.object({
    status: z.literal('WAITLISTED'),
    message: z.string(),
    wishId: z.number(),
    waitlistPosition: z.number(),
  }),
]);
export type JoinResultDto = z.infer<typeof joinResultSchema>;

export const cancelResultSchema = z.object({
  booking: bookingSchema,
  refunded: z.boolean(),
  creditsRefunded: z.number(),
  /** The no-refund warning when cancelled within 6 hours of the start. */
  warning: nullableText,
  /** The freed seat went to the first eligible customer on the waitlist. */
  waitlistPromoted: z.boolean(),
  userPackageDetailDtoList: z.array(userPackageSummarySchema),
});
export type CancelResultDto = z.infer<typeof cancelResultSchema>;

export const wishSchemaDto = z.object({
  id: z.number(),
  classSessionId: z.number(),
  kidId: z.number().nullable(),
  type: z.enum(WISH_TYPES),
  /** 1-based place on the waitlist; null for the wishlist. */
  position: z.number().nullable(),
  createdAt: z.string(),
});
export type WishDto = z.infer<typeof wishSchemaDto>;

export const bookingItemSchema = classItemSchema.extend({
  booking: z.object({
    bookingId: z.number(),
    status: z.enum(BOOKING_STATUSES),
    kidId: z.number().nullable(),
    kidName: nullableText,
    creditsSpent: z.number(),
    bookedAt: z.string(),
    /** ISO instant the customer was checked in (at the door, or by themselves), or null. */
    checkedInAt: z.string().nullable(),
    /**
     * The class's partner lets customers check themselves in from this many minutes before the start
     * until the end, at the venue; null: the desk does it.
     */
    selfCheckInMinutes: z.number().nullable(),
  }),
});
export type BookingItemDto = z.infer<typeof bookingItemSchema>;

export const wishItemSchema = classItemSchema.extend({ wish: wishSchemaDto });
export type WishItemDto = z.infer<typeof wishItemSchema>;

export const scheduleSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  days: z.array(z.object({ date: z.string(), dayName: z.string(), items: z.array(bookingItemSchema) })),
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;

export const trainerItemSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  gender: nullableText,
  nationality: nullableText,
  bio: nullableText,
  trainerType: nullableText,
  profileImageThumbnail: nullableText,
  categoryList: z.array(z.object({ id: z.number(), name: z.string() })),
  followerCount: z.number(),
  isFollowed: z.boolean(),
});
export type TrainerItemDto = z.infer<typeof trainerItemSchema>;

export const gymBranchItemSchema = z.object({
  id: z.number(),
  branchName: z.string(),
  localityName: nullableText,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  studioInstruction: nullableText,
  /** A women-only branch (docs/adr/0047). */
  womenOnly: z.boolean(),
});

export const gymItemSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  studioName: z.string(),
  classType: z.string(),
  bio: nullableText,
  website: nullableText,
  profileImageThumbnail: nullableText,
  gymBranchResponseList: z.array(gymBranchItemSchema),
  upcomingClassCount: z.number(),
});
export type GymItemDto = z.infer<typeof gymItemSchema>;

export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), size: z.number(), total: z.number() });

/**
 * A page of POST /classes/list. `asOf` is the instant the list is computed from ("from now"): the
 * load instant of the shared page, or the `asOf` the request sent. Send it back with the next pages of
 * the same list so they continue this one (docs/adr/0014).
 */
export const classListPageSchema = pageSchemaOf(classItemSchema).extend({ asOf: z.string() });
export type ClassListPageDto = z.infer<typeof classListPageSchema>;

export const trainerPageSchema = trainerItemSchema.extend({
  certificates: z.array(z.string()),
  upcomingClasses: pageSchemaOf(classItemSchema),
});
export type TrainerPageDto = z.infer<typeof trainerPageSchema>;
export const gymPageSchema = gymItemSchema.extend({
  trainers: z.array(trainerItemSchema),
  upcomingClasses: pageSchemaOf(classItemSchema),
});
export type GymPageDto = z.infer<typeof gymPageSchema>;
export type GymBranchItemDto = z.infer<typeof gymBranchItemSchema>;

export const classTimingSchema = z.object({
  classTimingId: z.number(),
  classDayList: z.array(classDaySchema),
  fromTime: z.string(),
  toTime: z.string(),
  duration: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  timeZone: z.string(),
  trainerId: z.number().nullable(),
  totalSeat: z.number(),
  creditSeats: z.number().nullable(),
});

export const classPageSchema = z.object({
  classId: z.number(),
  timings: z.array(classTimingSchema),
  /** The next sessions (up to 20); the first one also carries the class's fields. */
  upcomingSessions: z.array(classItemSchema),
});
export type ClassPageDto = z.infer<typeof classPageSchema>;
export type ClassTimingDto = z.infer<typeof classTimingSchema>;

export const searchResultSchema = z.object({
  trainerDetailList: z.array(trainerItemSchema),
  gymDetailList: z.array(gymItemSchema),
  classDetailList: z.array(classItemSchema),
});
export type SearchResultDto = z.infer<typeof searchResultSchema>;

export const exploreSchema = z.object({
  categories: z.array(classCategoryRefSchema.extend({ upcomingCount: z.number() })),
  popularClasses: z.array(classItemSchema),
  featuredGyms: z.array(gymItemSchema),
  featuredTrainers: z.array(trainerItemSchema),
});
export type ExploreDto = z.infer<typeof exploreSchema>;

export const cancellationReasonSchema = z.object({ id: z.number(), name: z.string() });
export const cancellationPolicySchema = z.object({
  refundCutoffHours: z.number(),
  policyText: z.string(),
  noRefundWarning: z.string(),
  cancelQuestion: z.string(),
  gymSpecificText: z.string(),
  waitListPopUpMessage: z.string(),
  masterGymId: z.number().nullable(),
  addSubActivityClassGymId: z.number().nullable(),
  sessionDays: z.number(),
});
export type CancellationPolicyDto = z.infer<typeof cancellationPolicySchema>;
export type UserPackageSummaryDto = z.infer<typeof userPackageSummarySchema>;
