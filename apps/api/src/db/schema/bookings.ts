import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classSessions } from './classes';
import { userPackages } from './packages';
import { purchases } from './payments';
import { kids, users } from './users';

export const cancellationReasons = pgTable('cancellation_reason', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The Arabic wording; null: shown as `name`. */
  nameAr: text('name_ar'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A customer's (or their kid's) seat in a session. At most one active booking per
 * (session, customer, kid): the partial unique index is the backstop of the join transaction.
 */
export const bookings = pgTable(
  'booking',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kidId: integer('kid_id').references(() => kids.id),
    status: text('status').notNull().default('BOOKED'),
    source: text('source').notNull().default('DIRECT'),
    userPackageId: integer('user_package_id').references(() => userPackages.id),
    creditsSpent: integer('credits_spent').notNull().default(0),
    classesSpent: integer('classes_spent').notNull().default(0),
    usedCreditSeat: boolean('used_credit_seat').notNull().default(false),
    refunded: boolean('refunded').notNull().default(false),
    cancellationReasonId: integer('cancellation_reason_id').references(() => cancellationReasons.id),
    cancelRemark: text('cancel_remark'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Set when the session's roll closes: ATTENDED (checked in) or NO_SHOW (docs/adr/0039). */
    attendance: text('attendance'),
    /** A walk-in added by the gym by name (SPEC 3.3 guest join); user_id is then the gym's own id. */
    guestName: text('guest_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The session's start, kept by triggers (migration 0019) for every writer: a member's upcoming
     * bookings are then one index range however long their history grows.
     */
    sessionStartsAt: timestamp('session_starts_at', { withTimezone: true }),
    /**
     * What the customer shows at the door as a QR code or types: 12 characters drawn from
     * a random UUID's bytes by the database (migration 0035), so every writer gets one without asking.
     */
    checkInCode: text('check_in_code').notNull().default(sql`kinetic_check_in_code()`),
    /** When the attendee was asked to rate it (bell and e-mail), once per booking (docs/adr/0043). */
    reviewAskedAt: timestamp('review_asked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_active_uq')
      .on(t.sessionId, t.userId, sql`coalesce(${t.kidId}, 0)`)
      .where(sql`${t.status} = 'BOOKED' and ${t.guestName} is null`),
    index('booking_session_idx').on(t.sessionId, t.status),
    index('booking_user_idx').on(t.userId, t.status),
    index('booking_package_idx').on(t.userPackageId),
    uniqueIndex('booking_check_in_code_uq').on(t.checkInCode),
    index('booking_user_upcoming_idx').on(t.userId, t.sessionStartsAt).where(sql`${t.status} = 'BOOKED'`),
    check('booking_status_ck', sql`${t.status} in ('BOOKED', 'CANCELED')`),
    check('booking_source_ck', sql`${t.source} in ('DIRECT', 'WAITLIST')`),
    check('booking_spent_ck', sql`${t.creditsSpent} >= 0 and ${t.classesSpent} >= 0`),
    check(
      'booking_attendance_ck',
      sql`${t.attendance} is null or ${t.attendance} in ('ATTENDED', 'NO_SHOW')`,
    ),
  ],
);

/** Waitlist and wishlist entries; a waitlist is served in id order (docs/adr/0003). */
export const sessionWishes = pgTable(
  'session_wish',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kidId: integer('kid_id').references(() => kids.id),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_wish_uq').on(t.sessionId, t.userId, sql`coalesce(${t.kidId}, 0)`),
    index('session_wish_queue_idx').on(t.sessionId, t.type, t.id),
    index('session_wish_user_idx').on(t.userId, t.type),
    check('session_wish_type_ck', sql`${t.type} in ('WAITLIST', 'WISHLIST')`),
  ],
);

/** Idempotency-Key replays (DESIGN 4): the first response of a (user, key), kept in the database. */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A partner's seat policy (docs/adr/0038): what its classes' waitlists do with a freed seat. The
 * owner is the class's gym, else its freelance trainer; no row is DEFAULT_SEAT_POLICY.
 */
export const seatPolicies = pgTable(
  'seat_policy',
  {
    ownerUserId: integer('owner_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    waitlistMode: text('waitlist_mode').notNull().default('AUTO'),
    offerClaimMinutes: integer('offer_claim_minutes').notNull().default(30),
    offerCutoffMinutes: integer('offer_cutoff_minutes').notNull().default(60),
    waitlistMax: integer('waitlist_max'),
    /** Strikes (no-shows and late cancels) in `strikeWindowDays` that pause new bookings; null: off. */
    strikeLimit: integer('strike_limit'),
    strikeWindowDays: integer('strike_window_days').notNull().default(30),
    strikePauseDays: integer('strike_pause_days').notNull().default(7),
    /** Whether a cancel too late for a refund counts as a strike, as a no-show does. */
    lateCancelStrikes: boolean('late_cancel_strikes').notNull().default(true),
    /** Fees (docs/adr/0040): in CREDITS or MONEY (minor units of the partner's currency); 0 is none. */
    feeUnit: text('fee_unit').notNull().default('CREDITS'),
    lateCancelFee: integer('late_cancel_fee').notNull().default(0),
    noShowFee: integer('no_show_fee').notNull().default(0),
    /** A fee is taken this long after it is recorded, so staff can waive it first. */
    feeDelayHours: integer('fee_delay_hours').notNull().default(24),
    /** Customers may check themselves in from this many minutes before the start, at the venue; null: off. */
    selfCheckInMinutes: integer('self_check_in_minutes'),
    /** What a booking neither checked in nor marked absent counts as when the roll closes. */
    rollDefault: text('roll_default').notNull().default('NO_SHOW'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seat_policy_mode_ck', sql`${t.waitlistMode} in ('AUTO', 'OFFER')`),
    check('seat_policy_minutes_ck', sql`${t.offerClaimMinutes} > 0 and ${t.offerCutoffMinutes} >= 0`),
    check('seat_policy_max_ck', sql`${t.waitlistMax} is null or ${t.waitlistMax} > 0`),
    check(
      'seat_policy_strikes_ck',
      sql`(${t.strikeLimit} is null or ${t.strikeLimit} > 0) and ${t.strikeWindowDays} > 0 and ${t.strikePauseDays} > 0`,
    ),
    check(
      'seat_policy_fees_ck',
      sql`${t.feeUnit} in ('CREDITS', 'MONEY') and ${t.lateCancelFee} >= 0 and ${t.noShowFee} >= 0 and ${t.feeDelayHours} >= 0 and (${t.selfCheckInMinutes} is null or ${t.selfCheckInMinutes} > 0)`,
    ),
    check('seat_policy_roll_default_ck', sql`${t.rollDefault} in ('NO_SHOW', 'ATTENDED')`),
  ],
);

/**
 * A freed seat offered to the first customer waiting (docs/adr/0038). While it is OPEN the seat is
 * held for them: it counts in the session's `booked`, so no join takes it; a claim turns the hold into
 * their booking, and an offer that runs out or is declined gives it to the next one waiting.
 */
export const waitlistOffers = pgTable(
  'waitlist_offer',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kidId: integer('kid_id').references(() => kids.id),
    status: text('status').notNull().default('OPEN'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('waitlist_offer_status_ck', sql`${t.status} in ('OPEN', 'CLAIMED', 'EXPIRED', 'DECLINED')`),
    // One open offer per customer (or kid) and session; an offer passed on opens the next one's.
    uniqueIndex('waitlist_offer_open_uq')
      .on(t.sessionId, t.userId, sql`coalesce(${t.kidId}, 0)`)
      .where(sql`${t.status} = 'OPEN'`),
    index('waitlist_offer_due_idx').on(t.expiresAt).where(sql`${t.status} = 'OPEN'`),
    index('waitlist_offer_user_idx').on(t.userId).where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * A strike against a customer with one partner (docs/adr/0039): a no-show when the roll closes, or a
 * cancel too late for a refund. Enough unwaived strikes in the partner's window pause the customer's
 * new bookings with them; staff may waive one, with a reason.
 */
export const bookingStrikes = pgTable(
  'booking_strike',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedByUserId: integer('waived_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
  },
  (t) => [
    check('booking_strike_kind_ck', sql`${t.kind} in ('NO_SHOW', 'LATE_CANCEL')`),
    uniqueIndex('booking_strike_booking_uq').on(t.bookingId),
    index('booking_strike_user_idx').on(t.userId, t.ownerUserId, t.createdAt),
  ],
);

/**
 * A late-cancel or no-show fee (docs/adr/0040), one per booking at most, recorded with its strike when
 * the partner's policy sets one. PENDING until `due_at` (staff may waive it meanwhile); then TAKEN from
 * a package's credits or the wallet, or OWED until the customer's next purchase pays it. A waiver of
 * a taken fee gives it back with a ledger row.
 */
export const bookingFees = pgTable(
  'booking_fee',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    unit: text('unit').notNull(),
    amount: integer('amount').notNull(),
    /** The money's currency; null for a fee in credits. */
    currencyCode: text('currency_code'),
    status: text('status').notNull().default('PENDING'),
    source: text('source'),
    /** The package a fee in credits was taken from. */
    userPackageId: integer('user_package_id').references(() => userPackages.id, { onDelete: 'set null' }),
    /** The order that paid an owed fee in money (source ORDER). */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedByUserId: integer('waived_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
  },
  (t) => [
    check('booking_fee_kind_ck', sql`${t.kind} in ('NO_SHOW', 'LATE_CANCEL')`),
    check(
      'booking_fee_unit_ck',
      sql`(${t.unit} = 'CREDITS' and ${t.currencyCode} is null) or (${t.unit} = 'MONEY' and ${t.currencyCode} is not null)`,
    ),
    check('booking_fee_amount_ck', sql`${t.amount} > 0`),
    check('booking_fee_status_ck', sql`${t.status} in ('PENDING', 'TAKEN', 'OWED', 'WAIVED')`),
    check(
      'booking_fee_source_ck',
      sql`${t.source} is null or ${t.source} in ('CREDITS', 'WALLET', 'ORDER', 'CARD')`,
    ),
    uniqueIndex('booking_fee_booking_uq').on(t.bookingId),
    index('booking_fee_due_idx').on(t.dueAt).where(sql`${t.status} = 'PENDING'`),
    index('booking_fee_user_idx').on(t.userId, t.ownerUserId),
    index('booking_fee_owed_idx').on(t.userId, t.currencyCode).where(sql`${t.status} = 'OWED'`),
  ],
);
