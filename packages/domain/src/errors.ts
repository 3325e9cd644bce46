import { CM_MSG } from './class-management/messages';
import { WAITLIST_MSG } from './class-management/waitlist';
import { LIVE_MSG } from './classes/live-video';
import { ALREADY_EXISTS_CODE } from './common/envelope';
import { CATALOGUE_MSG } from './gym-admin/catalogue-messages';
import { TEAM_MSG } from './gym-admin/team';
import { MSG } from './messages';
import { PAYMENT_MSG } from './payments/messages';
import { VENUE_MSG } from './prayers/prayers';
import { RAMADAN_MSG } from './ramadan/messages';
import { REVIEW_MSG } from './reviews/messages';

/**
 * One failure the API can answer with: its HTTP status, the spec's message (a function where the text
 * names something, e.g. a provider or a limit) and the body `code` callers already compare, when the
 * answer carries one (DESIGN 4: spec codes keep their numbers, `0004` means "already exists").
 */
export interface ErrorEntry {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each entry names its own argument; ErrorArg<C> recovers it.
  readonly message: string | ((arg: any) => string);
  readonly code?: string;
}

/** The text was chosen by a domain rule (a validation, the join decision, a promo check). */
const chosen = (text: string) => text;

/**
 * The error catalogue (DESIGN 3): every error the API answers with, by name. Services throw by name
 * (`fail('CLASS_FULL')`); no status number or ad-hoc code is written at a throw site.
 */
export const ERRORS = {
  // Any module.
  UNAUTHORIZED: { status: 401, message: MSG.unauthorized },
  FORBIDDEN: { status: 403, message: MSG.forbidden },
  NOT_FOUND: { status: 404, message: MSG.notFound },
  TOO_MANY_REQUESTS: { status: 429, message: MSG.tooManyRequests },
  TOO_MANY_GUEST_WRITES: { status: 429, message: MSG.tooManyGuestWrites },
  /** Too many failed sign-ins on one account; the argument is the minutes left. */
  ACCOUNT_LOCKED: { status: 429, message: MSG.accountLocked },
  TOO_MANY_RESET_MAILS: { status: 429, message: MSG.tooManyResetMails },
  TOO_MANY_LOOKUPS: { status: 429, message: MSG.tooManyLookups },
  SERVER_ERROR: { status: 500, message: MSG.serverError },
  REQUIRED: { status: 400, message: MSG.required },
  NO_CHANGES: { status: 400, message: MSG.noChanges },
  /** A field check of the domain refused the value; its message is the field's spec text. */
  INVALID_FIELD: { status: 400, message: chosen },
  IDEMPOTENCY_KEY_REUSED: { status: 400, message: MSG.idempotencyKeyReused },
  /** A replay arrived while the first request with its key was still running (our wording). */
  REQUEST_IN_PROGRESS: {
    status: 409,
    message: 'This request is still being processed. Please wait a moment and try again.',
  },
  /** The body arrived too slowly (REQUEST_TIMEOUT_SECONDS); the connection is closed. */
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive. Please check your connection and try again.',
  },

  // Accounts, sign-in, profiles.
  EMAIL_EXISTS: { status: 400, message: MSG.emailExists, code: ALREADY_EXISTS_CODE },
  PARTNER_LOGIN: { status: 422, message: MSG.partnerLogin },
  INVALID_CREDENTIALS: { status: 422, message: MSG.invalidCredentials },
  INVALID_STORE: { status: 400, message: MSG.invalidStore },
  INVALID_ACTIVITY: { status: 400, message: MSG.invalidActivity },
  INVALID_WORKOUT_TIME: { status: 400, message: MSG.invalidWorkoutTime },
  TIMING_REQUIRED: { status: 400, message: MSG.timingRequired },
  UNKNOWN_KID: { status: 400, message: MSG.unknownKid },
  UNKNOWN_ACTIVITY: { status: 400, message: MSG.unknownActivity },
  OLD_PASSWORD_WRONG: { status: 400, message: MSG.oldPasswordWrong },
  EMAIL_UNKNOWN: { status: 404, message: MSG.emailDoesNotExist },
  RESET_TOKEN_INVALID: { status: 400, message: MSG.resetTokenInvalid },
  EMAIL_CHANGE_INVALID: { status: 400, message: MSG.emailChangeInvalid },
  PASSWORD_WRONG: { status: 400, message: MSG.passwordWrong },
  OAUTH_UNAVAILABLE: { status: 404, message: MSG.oauthUnavailable },
  OAUTH_STATE_INVALID: { status: 400, message: MSG.oauthStateInvalid },
  FOLLOW_SELF: { status: 400, message: MSG.forbidden },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'This notification does not exist.' },
  /** Opting in to WhatsApp messages needs a mobile number to send them to (docs/adr/0049). */
  WHATSAPP_NEEDS_MOBILE: {
    status: 400,
    message: 'Add your mobile number before turning on WhatsApp messages.',
  },
  OUTBOX_LOCAL_ONLY: {
    status: 403,
    message: 'The development outbox is served only to callers on this machine.',
  },
  /** The operator decides once on a partner awaiting review. */
  PARTNER_ALREADY_REVIEWED: {
    status: 409,
    message: 'This partner has already been reviewed. Load the list again.',
  },

  // Class lists and joining (SPEC 4.3, 4.5).
  CLASS_LIST_OUTDATED: { status: 400, message: MSG.classListOutdated },
  CLASS_LIST_AS_OF_FUTURE: { status: 400, message: MSG.classListAsOfFuture },
  CLASS_DELETED: { status: 404, message: MSG.classDeleted },
  CLASS_STARTED: { status: 400, message: MSG.classStarted, code: 'PAST' },
  KID_NOT_FOR_ADULT_CLASS: { status: 400, message: MSG.kidNotForAdultClass },
  ALREADY_BOOKED: { status: 409, message: MSG.alreadyBooked, code: ALREADY_EXISTS_CODE },
  ALREADY_ON_LIST: { status: 409, message: MSG.alreadyOnList, code: ALREADY_EXISTS_CODE },
  OFFER_GONE: { status: 409, message: MSG.offerGone, code: 'OFFER_GONE' },
  WAITLIST_FULL: { status: 409, message: MSG.waitlistFull, code: 'WAITLIST_FULL' },
  /** The argument: the date (in the reader's words) the pause ends. */
  BOOKING_PAUSED: { status: 403, message: (until: string) => MSG.bookingPaused(until), code: 'PAUSED' },
  ROLL_CLOSED: { status: 409, message: MSG.rollClosed, code: 'ROLL_CLOSED' },
  ROLL_NOT_YET: { status: 409, message: MSG.rollNotYet, code: 'ROLL_NOT_YET' },
  FEE_SETTLED: { status: 409, message: MSG.feeSettled, code: 'FEE_SETTLED' },
  SEATS_AVAILABLE: { status: 409, message: MSG.seatsAvailable, code: 'SEATS_AVAILABLE' },
  CREDIT_SEATS_FILLED: { status: 417, message: MSG.creditSeatsFilled, code: '417' },
  VISIT_LIMIT: { status: 498, message: MSG.visitLimit, code: '498' },
  CHECKOUT_REQUIRED: { status: 402, message: MSG.checkoutRequired, code: 'CHECKOUT' },
  NOT_ENOUGH_CREDITS: { status: 402, message: MSG.notEnoughCredits, code: 'CREDITS' },
  BOOKING_ALREADY_CANCELED: { status: 409, message: MSG.bookingAlreadyCanceled, code: 'CANCELED' },
  INVALID_CANCELLATION_REASON: { status: 400, message: MSG.invalidCancellationReason },
  /** A waitlisted customer could not be seated after all: the promotion skips them. */
  WAITLIST_PROMOTION_SKIPPED: { status: 409, message: MSG.classFull, code: 'SKIP' },
  /** A paid booking the join rules refuse after the money was taken (the refusal's own text). */
  PAID_BOOKING_REFUSED: { status: 400, message: chosen },
  // The join decision's refusals (JOIN_REFUSAL): the decision chose the text.
  JOIN_AUTO_WAITLIST: { status: 409, message: chosen, code: 'WAITLIST' },
  JOIN_WAITLIST: { status: 409, message: chosen, code: 'CLASS_FULL' },
  JOIN_LOGIN: { status: 401, message: MSG.unauthorized, code: 'LOGIN' },
  JOIN_KIDS_REQUIRED: { status: 400, message: chosen, code: 'NOKIDS' },
  JOIN_SELECT_KID: { status: 400, message: chosen, code: 'KIDS' },
  JOIN_GENDER: { status: 400, message: chosen, code: 'GENDER' },
  JOIN_MOBILE_REQUIRED: { status: 400, message: chosen, code: '9890' },
  JOIN_CHECKOUT: { status: 402, message: chosen, code: 'CHECKOUT' },
  JOIN_NO_BALANCE: { status: 402, message: chosen, code: '402' },
  /** The customer's only live packages are category packs of other activities. */
  JOIN_NOT_IN_CATEGORY: { status: 402, message: chosen, code: 'CATEGORY' },
  JOIN_NOT_ENOUGH_CREDITS: { status: 402, message: chosen, code: 'CREDITS' },
  JOIN_PLAN_EXPIRES: { status: 402, message: chosen, code: 'PLAN_EXPIRES' },

  // Payments (SPEC 8.3, 8.4).
  KID_REQUIRED: { status: 400, message: PAYMENT_MSG.kidRequired },
  KID_NOT_FOR_ADULT_PACKAGE: { status: 400, message: PAYMENT_MSG.kidNotForAdultPackage },
  SESSION_NOT_FOR_PACKAGE: { status: 400, message: PAYMENT_MSG.sessionNotForPackage },
  /** The class to pay for is gone: the same words as a class the package cannot pay for. */
  PACKAGE_SESSION_GONE: { status: 404, message: PAYMENT_MSG.sessionNotForPackage },
  SPECIAL_ONLY: { status: 400, message: PAYMENT_MSG.specialOnly },
  PACKAGE_NOT_FOUND: { status: 404, message: PAYMENT_MSG.packageNotFound },
  PROMO_INVALID: { status: 400, message: PAYMENT_MSG.promoInvalid },
  /** One of the promo refusals of PAYMENT_MSG, as the promo check chose it. */
  PROMO_REFUSED: { status: 400, message: chosen },
  NOT_SUBSCRIBABLE: { status: 400, message: PAYMENT_MSG.notSubscribable },
  INVALID_CURRENCY: { status: 400, message: 'Invalid currency.' },
  TRANSACTION_NOT_FOUND: { status: 404, message: PAYMENT_MSG.transactionNotFound },
  PAYMENT_UNDER_PROCESS: { status: 409, message: PAYMENT_MSG.paymentUnderProcess, code: '999' },
  PAYMENT_CANCELED: { status: 409, message: PAYMENT_MSG.paymentCanceled },
  GATEWAY_FAILED: { status: 502, message: MSG.genericError, code: 'GATEWAY' },
  GATEWAY_BUSY: { status: 503, message: PAYMENT_MSG.gatewayBusy },
  INVALID_SIGNATURE: { status: 401, message: PAYMENT_MSG.invalidSignature },
  UNKNOWN_PAYMENT: { status: 404, message: PAYMENT_MSG.unknownPayment },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: PAYMENT_MSG.subscriptionNotFound },
  SUBSCRIPTION_CANCELED: { status: 409, message: PAYMENT_MSG.subscriptionCanceled },
  EXTEND_SAME_PACKAGE: { status: 400, message: PAYMENT_MSG.extendSamePackage },
  UPGRADE_OTHER: { status: 400, message: PAYMENT_MSG.upgradeOther },
  UPGRADE_DEARER: { status: 400, message: PAYMENT_MSG.upgradeDearer },
  CARD_NOT_FOUND: { status: 404, message: PAYMENT_MSG.cardNotFound },
  SAVED_CARDS_UNAVAILABLE: { status: 409, message: PAYMENT_MSG.savedCardsUnavailable },
  CARD_CHECK_NEEDS_NEW_CARD: { status: 400, message: PAYMENT_MSG.cardCheckNeedsNewCard },

  // Class management (SPEC 5, 7.7, 8.2, 8.5).
  EDIT_NOT_ALLOWED: { status: 403, message: CM_MSG.editNotAllowed },
  NOT_YOUR_CLASS: { status: 403, message: CM_MSG.notYourClass },
  VALID_CITY: { status: 400, message: CM_MSG.validCity },
  VALID_LOCALITY: { status: 400, message: CM_MSG.validLocality },
  UNKNOWN_BRANCH: { status: 400, message: CM_MSG.unknownBranch },
  VENUE_REQUIRED: { status: 400, message: CM_MSG.venueRequired },
  BRANCH_NOT_YOURS: { status: 403, message: CM_MSG.unknownBranch },
  UNKNOWN_CATEGORY: { status: 400, message: CM_MSG.unknownCategory },
  UNKNOWN_SUB_CATEGORY: { status: 400, message: CM_MSG.unknownSubCategory },
  UNKNOWN_MEDIA: { status: 400, message: CM_MSG.unknownMedia },
  INVALID_PRICE: { status: 400, message: CM_MSG.invalidPrice },
  INVALID_SEATS: { status: 400, message: CM_MSG.invalidSeats },
  CREDIT_SEATS_ABOVE_SEATS: { status: 400, message: CM_MSG.creditSeatsAboveSeats },
  INVALID_TIMING: { status: 400, message: CM_MSG.invalidTiming },
  PAST_TIME: { status: 400, message: CM_MSG.pastTime },
  TRAINER_LOCKED: { status: 403, message: CM_MSG.trainerLocked },
  CHECK_IN_TOO_EARLY: { status: 409, message: CM_MSG.checkInTooEarly, code: 'CHECK_IN_TOO_EARLY' },
  ABSENT_TOO_EARLY: { status: 409, message: CM_MSG.absentTooEarly, code: 'ABSENT_TOO_EARLY' },
  SELF_CHECK_IN_OFF: { status: 409, message: CM_MSG.selfCheckInOff, code: 'SELF_CHECK_IN_OFF' },
  /** The argument: when it opens, on the session's wall clock ('HH:mm'). */
  SELF_CHECK_IN_NOT_YET: {
    status: 409,
    message: (time: string) => CM_MSG.selfCheckInNotYet(time),
    code: 'SELF_CHECK_IN_NOT_YET',
  },
  SELF_CHECK_IN_OVER: { status: 409, message: CM_MSG.selfCheckInOver, code: 'SELF_CHECK_IN_OVER' },
  /** The argument: how far the customer is ('450 m', '2.3 km'). */
  TOO_FAR_TO_CHECK_IN: {
    status: 403,
    message: (distance: string) => CM_MSG.tooFarToCheckIn(distance),
    code: 'TOO_FAR_TO_CHECK_IN',
  },
  CHECK_IN_CODE_UNKNOWN: { status: 404, message: CM_MSG.checkInCodeUnknown, code: 'CHECK_IN_CODE_UNKNOWN' },
  /** The argument: who holds the booking and the session-local time ('HH:mm') they were checked in. */
  ALREADY_CHECKED_IN: {
    status: 409,
    message: (checked: { name: string; time: string }) => CM_MSG.alreadyCheckedIn(checked.name, checked.time),
    code: 'ALREADY_CHECKED_IN',
  },
  TIMING_OVERLAP: { status: 409, message: CM_MSG.overlapQuestion, code: '409' },
  TIMING_DELETED: { status: 404, message: CM_MSG.timingDeleted },
  /** The branch closes for prayers and the time crosses one; the argument names it (docs/adr/0047). */
  PRAYER_CLOSURE: { status: 422, message: VENUE_MSG.closedForPrayer },
  /** A man assigned to teach at a women-only branch (docs/adr/0047). */
  TRAINER_NOT_FEMALE: { status: 400, message: VENUE_MSG.maleTrainerAtWomenOnly },
  /** A Ramadan plan's apply with a refused item; data.plan says which and why (docs/adr/0048). */
  RAMADAN_PLAN_REFUSED: { status: 422, message: RAMADAN_MSG.planRefused, code: 'RAMADAN_PLAN_REFUSED' },
  SESSION_DELETED: { status: 404, message: CM_MSG.sessionDeleted },
  SESSION_STARTED: { status: 400, message: CM_MSG.sessionStarted, code: 'PAST' },
  CLASS_FULL: { status: 409, message: CM_MSG.classFull, code: 'CLASS_FULL' },
  NOT_ON_WAITLIST: { status: 404, message: WAITLIST_MSG.notOnWaitlist },
  ONLY_OWNING_GYM: { status: 403, message: WAITLIST_MSG.onlyOwningGym },
  GUEST_ONLY_GYM: { status: 403, message: CM_MSG.guestOnlyGym },
  CANCEL_ONLY_GYM: { status: 403, message: CM_MSG.cancelOnlyGym },
  NOBODY_BOOKED: { status: 400, message: 'There is nobody booked in this session yet.' },
  FILE_TOO_LARGE: { status: 413, message: CM_MSG.fileTooLarge },
  TOO_MANY_FILES: { status: 413, message: CM_MSG.tooManyFiles },
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: CM_MSG.imageTooManyPixels },
  FILE_WRONG_TYPE: { status: 415, message: CM_MSG.fileWrongType },
  NO_FILES: { status: 400, message: CM_MSG.noFiles },
  MEDIA_NOT_FOUND: { status: 404, message: CM_MSG.mediaNotFound },
  NOT_YOUR_MEDIA: { status: 403, message: CM_MSG.notYourMedia },

  // Live video classes: who may join the stream, and when.
  LIVE_NOT_VIDEO: { status: 404, message: LIVE_MSG.notVideo },
  LIVE_NOT_BOOKED: { status: 403, message: LIVE_MSG.notBooked },
  LIVE_TOO_EARLY: { status: 409, message: LIVE_MSG.tooEarly, code: 'LIVE_TOO_EARLY' },
  LIVE_ENDED: { status: 409, message: LIVE_MSG.ended, code: 'LIVE_ENDED' },

  // Gym administration.
  PT_TRAINER_EXISTS: { status: 409, message: MSG.ptTrainerExists, code: ALREADY_EXISTS_CODE },
  NOT_A_TRAINER: { status: 400, message: MSG.notATrainer },
  // A gym's team: a gym names only trainers who accepted its invitation.
  NOT_ON_TEAM: { status: 400, message: TEAM_MSG.notOnTeam },
  ALREADY_ON_TEAM: { status: 409, message: TEAM_MSG.alreadyOnTeam, code: ALREADY_EXISTS_CODE },
  ALREADY_INVITED: { status: 409, message: TEAM_MSG.alreadyInvited, code: ALREADY_EXISTS_CODE },
  INVITATION_CLOSED: { status: 404, message: TEAM_MSG.invitationClosed },
  NOT_IN_TEAM: { status: 404, message: TEAM_MSG.notInTeam },
  CUSTOMER_KID_UNKNOWN: { status: 400, message: MSG.customerKidUnknown },
  KID_PACKAGE_NEEDS_KID: { status: 400, message: MSG.kidPackageNeedsKid },
  ADULT_PACKAGE_NO_KID: { status: 400, message: MSG.adultPackageNoKid },
  PACKAGE_NOT_ON_SALE: { status: 400, message: MSG.packageNotOnSale },
  AMOUNT_NOT_EDITABLE: { status: 400, message: MSG.amountNotEditable },
  COUPON_EXISTS: { status: 409, message: CATALOGUE_MSG.couponExists, code: ALREADY_EXISTS_CODE },
  NOT_YOUR_PACKAGES: { status: 400, message: CATALOGUE_MSG.notYourPackages },
  ACTIVITY_EXISTS: { status: 409, message: CATALOGUE_MSG.activityExists, code: ALREADY_EXISTS_CODE },
  SUB_CATEGORY_EXISTS: { status: 409, message: CATALOGUE_MSG.subCategoryExists, code: ALREADY_EXISTS_CODE },
  UNKNOWN_GYM_ACTIVITY: { status: 400, message: CATALOGUE_MSG.unknownActivity },
  UNKNOWN_PROGRAM_CLASS: { status: 400, message: CATALOGUE_MSG.unknownProgramClass },
  ACTIVITY_IN_USE: { status: 409, message: CATALOGUE_MSG.activityInUse },
  ACTIVITY_HAS_SUB_CATEGORIES: { status: 409, message: CATALOGUE_MSG.activityHasSubCategories },
  SUB_CATEGORY_IN_USE: { status: 409, message: CATALOGUE_MSG.subCategoryInUse },

  // Personal training bookings.
  PT_TRAINER_NOT_FOUND: { status: 404, message: 'This trainer does not take personal training bookings.' },
  PT_SLOT_NOT_OFFERED: {
    status: 409,
    message: 'This time is not offered for personal training with this trainer. Pick one of the times shown.',
  },
  PT_SLOT_TAKEN: { status: 409, message: 'This time has just been taken. Pick another time.' },
  PT_EXCEPTION_OVERLAPS: {
    status: 409,
    message: 'This overlaps a day off or time off already set for that date.',
  },

  // Ratings and reviews (docs/adr/0043).
  REVIEW_NOT_ENDED: { status: 409, message: REVIEW_MSG.notEnded, code: 'REVIEW_NOT_ENDED' },
  REVIEW_NOT_ATTENDED: { status: 403, message: REVIEW_MSG.notAttended, code: 'REVIEW_NOT_ATTENDED' },
  REVIEW_OWN_CLASS: { status: 403, message: REVIEW_MSG.ownClass, code: 'REVIEW_OWN_CLASS' },
  REVIEW_EXISTS: { status: 409, message: REVIEW_MSG.exists, code: ALREADY_EXISTS_CODE },
  REVIEW_ANSWERED: { status: 409, message: REVIEW_MSG.answered, code: 'REVIEW_ANSWERED' },
  REVIEW_NOT_YOURS_TO_ANSWER: { status: 403, message: REVIEW_MSG.notYoursToAnswer },
  REVIEW_REPORTED: { status: 409, message: REVIEW_MSG.reported, code: ALREADY_EXISTS_CODE },
  REVIEW_NOT_YOURS_TO_HIDE: { status: 403, message: REVIEW_MSG.notYoursToHide },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;

type MessageArg<M> = M extends (arg: infer A) => string ? A : never;
/** The argument an entry's message takes (`never` for a fixed text). */
export type ErrorArg<C extends ErrorCode> = MessageArg<(typeof ERRORS)[C]['message']>;

/** The message of `code`, with its argument where the text names something. */
export function errorMessage<C extends ErrorCode>(
  code: C,
  ...arg: [ErrorArg<C>] extends [never] ? [] : [ErrorArg<C>]
): string {
  const { message } = ERRORS[code] as ErrorEntry;
  return typeof message === 'function' ? message(arg[0]) : message;
}
