import { z } from 'zod';
import { idField, isoDateField, isoInstantField, PG_INT_MAX } from '../common/fields';
import { LIMITS } from '../common/limits';
import { MSG } from '../messages';
import { AGE_CATEGORIES, GENDER_RULES, PRICE_MODELS, WISH_TYPES } from './enums';
import { TIME_BUCKETS } from './time-buckets';

/** Request schemas of the discovery and booking calls (SPEC 3.3, 7.2, 7.3), shared by API and forms. */

/** How old the `asOf` of a class list may be (docs/adr/0014): older lists are refused, to be loaded again. */
export const CLASS_LIST_AS_OF_MAX_AGE_MS = 3_600_000;

/** An id in a JSON body: a positive integer, not a numeric string. */
export const bodyId = z.number({ error: MSG.required }).int().positive().max(PG_INT_MAX);
/** An id in a path or query string. */
export const paramId = idField;
const idList = z.array(bodyId).max(100);

/** The class list's orders: by start (the default) or best rated first. */
export const CLASS_LIST_SORTS = ['start', 'rating'] as const;

export const classListSchema = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(100).default(LIMITS.pageSizeDefault),
    /** One day in the store's time zone; wins over fromDate/toDate. */
    date: isoDateField.optional(),
    fromDate: isoDateField.optional(),
    toDate: isoDateField.optional(),
    classCategoryIds: idList.optional(),
    /** Any of MORNING, AFTERNOON, EVENING, H00_04 ... H20_24 (OR-ed; by local start time). */
    timeBuckets: z.array(z.enum(TIME_BUCKETS)).max(9).optional(),
    gymIds: idList.optional(),
    trainerIds: idList.optional(),
    /** Areas (localities): classes at a gym branch or a freelance trainer's venue there. */
    localityIds: idList.optional(),
    priceModels: z.array(z.enum(PRICE_MODELS)).max(5).optional(),
    /** Gender rule of the class: MALE, FEMALE or MIXED. */
    genders: z.array(z.enum(GENDER_RULES)).max(3).optional(),
    /** ADULTS or CHILD (kids). */
    ageCategory: z.enum(AGE_CATEGORIES).optional(),
    /** Only classes at women-only branches (docs/adr/0047). */
    womenOnly: z.boolean().optional(),
    /** In Ramadan: only sessions starting at or after that day's Maghrib at their place (docs/adr/0048). */
    afterIftar: z.boolean().optional(),
    /** Else the X-Store-Id header; else every store. */
    storeId: bodyId.optional(),
    classId: bodyId.optional(),
    /** Sessions that already started are left out unless this is true. */
    includePast: z.boolean().default(false),
    /** `rating`: best rated classes first (then the soonest); else by start. */
    sort: z.enum(CLASS_LIST_SORTS).optional(),
    /** Only classes whose visible reviews average at least this many stars (docs/adr/0043). */
    minRating: z.number().int().min(1).max(5).optional(),
    /**
     * The `asOf` of the list's first page, sent back with its next pages: "from now" is then that
     * instant, so the pages of one list neither skip nor repeat a session (docs/adr/0014). At most
     * an hour old (checked by the API, not here: a checked body may be reused later).
     */
    asOf: isoInstantField.optional(),
  })
  .refine((body) => !body.fromDate || !body.toDate || body.fromDate <= body.toDate, {
    message: MSG.invalidDate,
    path: ['toDate'],
  });
export type ClassListBody = z.input<typeof classListSchema>;
export type ClassListQuery = z.output<typeof classListSchema>;

export const classSessionParamsSchema = z.object({ classSessionId: paramId });
export const idParamsSchema = z.object({ id: paramId });

export const joinSchema = z.object({
  classSessionId: bodyId,
  /** Required for a kids' class; must be one of the caller's kids. */
  userKidId: bodyId.nullish(),
  /** When the class is full (or in its auto-waitlist window), join the waitlist instead of failing. */
  waitlistIfFull: z.boolean().default(false),
});
export type JoinBody = z.input<typeof joinSchema>;

export const cancelQuerySchema = z.object({
  cancellationId: paramId.optional(),
  remark: z.string().trim().max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)).optional(),
});
export type CancelQuery = z.infer<typeof cancelQuerySchema>;

export const wishSchema = z.object({ classSessionId: bodyId, userKidId: bodyId.nullish() });
export type WishBody = z.input<typeof wishSchema>;
export const wishRemoveQuerySchema = z.object({ userKidId: paramId.optional() });
export const wishListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSizeDefault),
  /** Both types when left out. */
  type: z.enum(WISH_TYPES).optional(),
});

export const SEARCH_FOR = ['user', 'trainer', 'gym'] as const;
export type SearchFor = (typeof SEARCH_FOR)[number];
export const searchQuerySchema = z.object({
  queryString: z.string().max(100, MSG.maxLength(100)).default(''),
  /** Who searches; a signed-in caller's own category wins over this. */
  searchFor: z.enum(SEARCH_FOR).default('user'),
  /** Items per list. */
  size: z.coerce.number().int().min(1).max(50).default(LIMITS.pageSizeDefault),
});

export const directoryQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSizeDefault),
  queryString: z.string().max(100, MSG.maxLength(100)).optional(),
  classCategoryId: paramId.optional(),
});

export const scheduleQuerySchema = z.object({
  /** Any day of the wanted week (Monday to Sunday); today in the store's zone when left out. */
  fromDate: isoDateField.optional(),
});
