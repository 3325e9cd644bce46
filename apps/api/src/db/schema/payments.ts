import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classSessions } from './classes';
import { packages, userPackages } from './packages';
import { kids, users } from './users';

/**
 * Payments (docs/adr/0005). Money is integer minor units of currency_code. A purchase is the
 * order and its payment state machine; fulfilment (user package, ledgers, promo redemption, booking)
 * happens in the one transaction that moves it to PAID.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const promoCodes = pgTable(
  'promo_code',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    discountType: text('discount_type').notNull(),
    /** PERCENTAGE: whole percent; AMOUNT: minor units of currency_code (or the package's currency). */
    discountValue: integer('discount_value').notNull(),
    extraCredits: integer('extra_credits').notNull().default(0),
    extraDays: integer('extra_days').notNull().default(0),
    validFrom: ts('valid_from'),
    validTo: ts('valid_to'),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    /** Empty: every package. */
    packageIds: integer('package_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Drop-in packages at this gym only (SPEC 3.2). */
    gymUserId: integer('gym_user_id').references(() => users.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code'),
    /** A referral programme's welcome offer: only customers who registered through a friend's link. */
    referralOnly: boolean('referral_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_name_uq').on(sql`lower(${t.name})`),
    check('promo_code_type_ck', sql`${t.discountType} in ('PERCENTAGE', 'AMOUNT')`),
    check(
      'promo_code_amounts_ck',
      sql`${t.discountValue} >= 0 and ${t.extraCredits} >= 0 and ${t.extraDays} >= 0`,
    ),
  ],
);

export const purchases = pgTable(
  'purchase',
  {
    id: serial('id').primaryKey(),
    /** Ours, shown to the customer and sent to the gateway as the customer reference. */
    referenceId: text('reference_id').notNull().unique(),
    /** null only for a special package bought by someone without an account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('PACKAGE'),
    /**
     * null only for a CARD_VERIFY order (a card saved outside a purchase, no money taken) and a FEE
     * order (owed class fees charged to the saved card, docs/adr/0040).
     */
    packageId: integer('package_id').references(() => packages.id),
    sessionId: integer('session_id').references(() => classSessions.id, { onDelete: 'set null' }),
    kidId: integer('kid_id').references(() => kids.id),
    gymUserId: integer('gym_user_id').references(() => users.id),
    promoId: integer('promo_id').references(() => promoCodes.id),
    subscriptionId: integer('subscription_id'),
    subscribe: boolean('subscribe').notNull().default(false),
    price: integer('price').notNull(),
    promoDiscount: integer('promo_discount').notNull().default(0),
    subscriptionDiscount: integer('subscription_discount').notNull().default(0),
    walletApplied: integer('wallet_applied').notNull().default(0),
    /** Late-cancel and no-show fees owed in this currency that the order pays on top (docs/adr/0040). */
    feesIncluded: integer('fees_included').notNull().default(0),
    /** What the gateway charges: price less discounts, plus fees included, less wallet. */
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    extraCredits: integer('extra_credits').notNull().default(0),
    extraDays: integer('extra_days').notNull().default(0),
    paymentMethodId: integer('payment_method_id'),
    /**
     * 'sandbox', 'myfatoorah', 'none' for an order paid without the gateway, or 'desk' for money a gym
     * took at its desk (kind DESK: recorded PAID at once, never sent to a gateway).
     */
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    status: text('status').notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    userPackageId: integer('user_package_id').references(() => userPackages.id),
    bookingId: integer('booking_id'),
    bookingError: text('booking_error'),
    /** Special package orders (SPEC 3.2). */
    buyerEmail: text('buyer_email'),
    buyerName: text('buyer_name'),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    fulfilledAt: ts('fulfilled_at'),
    closedAt: ts('closed_at'),
    lastCheckedAt: ts('last_checked_at'),
    /** When the gateway's invoice stops taking money and we stop waiting (sent to the gateway). */
    expiresAt: ts('expires_at'),
    /**
     * A payment that arrived after the order closed and could no longer be fulfilled was credited to
     * the customer's wallet (docs/adr/0005, late payments); set once, so it is credited once.
     */
    creditedAt: ts('credited_at'),
    /**
     * The gateway's page of an order the customer pays later, away from checkout: a renewal link
     * (docs/adr/0012), shown on their subscription until it is paid or lapses.
     */
    paymentUrl: text('payment_url'),
  },
  (t) => [
    uniqueIndex('purchase_idempotency_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('purchase_user_idx').on(t.userId, t.createdAt),
    index('purchase_pending_idx').on(t.status, t.createdAt).where(sql`${t.status} = 'PENDING'`),
    index('purchase_gateway_payment_idx').on(t.gateway, t.gatewayPaymentId),
    // Accounting reports: a gym's paid purchases by the time they were paid.
    index('purchase_gym_paid_idx').on(t.gymUserId, t.paidAt).where(sql`${t.status} = 'PAID'`),
    // One owed-fees charge at a time per customer: a second pass opening another one fails here.
    uniqueIndex('purchase_open_fee_uq')
      .on(t.userId)
      .where(sql`${t.kind} = 'FEE' and ${t.status} = 'PENDING'`),
    check('purchase_status_ck', sql`${t.status} in ('PENDING', 'PAID', 'FAILED', 'CANCELED')`),
    check(
      'purchase_kind_ck',
      sql`${t.kind} in ('PACKAGE', 'RENEWAL', 'EXTEND', 'UPGRADE', 'CARD_VERIFY', 'SPECIAL', 'DESK', 'FEE')`,
    ),
    check('purchase_package_ck', sql`(${t.kind} in ('CARD_VERIFY', 'FEE')) = (${t.packageId} is null)`),
    check(
      'purchase_amounts_ck',
      sql`${t.price} >= 0 and ${t.amount} >= 0 and ${t.walletApplied} >= 0 and ${t.promoDiscount} >= 0 and ${t.subscriptionDiscount} >= 0`,
    ),
    // The backstop of exactly-once fulfilment: a paid order was fulfilled, an unpaid one never.
    check('purchase_fulfilled_ck', sql`(${t.status} = 'PAID') = (${t.fulfilledAt} is not null)`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemption',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_redemption_promo_idx').on(t.promoId, t.userId)],
);

/** Append-only: the sum of a user's deltas equals wallet.balance (DESIGN 5). */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    currencyCode: text('currency_code').notNull(),
    reason: text('reason').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** The late-cancel or no-show fee a FEE or FEE_RETURN row took or gave back (docs/adr/0040). */
    bookingFeeId: integer('booking_fee_id'),
    /** The referral a REFERRAL row rewarded (docs/adr/0044). */
    referralId: integer('referral_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    check(
      'wallet_ledger_reason_ck',
      sql`${t.reason} in ('GRANT', 'PURCHASE', 'RELEASE', 'REFUND', 'ADJUST', 'FEE', 'FEE_RETURN', 'REFERRAL')`,
    ),
  ],
);

export const savedCards = pgTable(
  'saved_card',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** The gateway's token for charging the card again; never the card number. */
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    /** The card renewals use: subscriptions move to it, and cardless ones take it. */
    renewalDefault: boolean('renewal_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('saved_card_token_uq').on(t.userId, t.gateway, t.token),
    // At most one default card per customer among the cards they keep.
    uniqueIndex('saved_card_renewal_default_uq')
      .on(t.userId)
      .where(sql`${t.renewalDefault} and ${t.deletedAt} is null`),
  ],
);

export const subscriptions = pgTable(
  'subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /**
     * The package it paid for last. The subscription keeps no date or period of its own: it renews
     * when this package ends (after any Extend or Upgrade) or runs out, and its period is the
     * package's validity.
     */
    userPackageId: integer('user_package_id').references(() => userPackages.id),
    kidId: integer('kid_id').references(() => kids.id),
    savedCardId: integer('saved_card_id').references(() => savedCards.id),
    status: text('status').notNull().default('ACTIVE'),
    /** Price per renewal after the subscription discount. */
    price: integer('price').notNull(),
    currencyCode: text('currency_code').notNull(),
    renewingPurchaseId: integer('renewing_purchase_id'),
    createdPurchaseId: integer('created_purchase_id').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    canceledAt: ts('canceled_at'),
  },
  (t) => [
    index('subscription_user_idx').on(t.userId),
    check('subscription_status_ck', sql`${t.status} in ('ACTIVE', 'CANCELED')`),
  ],
);

/** Every webhook, callback and poll answer, as received: the audit trail of the state machine. */
export const paymentEvents = pgTable(
  'payment_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    source: text('source').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayStatus: text('gateway_status'),
    signatureValid: boolean('signature_valid'),
    /** What it did: PAID (fulfilled), FAILED, NOOP (already settled or still pending), REJECTED. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_event_purchase_idx').on(t.purchaseId),
    check('payment_event_source_ck', sql`${t.source} in ('WEBHOOK', 'CALLBACK', 'POLL', 'DIRECT')`),
  ],
);

/**
 * The sandbox gateway's own books (what a real gateway keeps on its side): the hosted page reads and
 * settles these, and our reconciliation asks it for their status like it asks MyFatoorah.
 */
export const sandboxPayments = pgTable(
  'sandbox_payment',
  {
    id: text('id').primaryKey(),
    customerReference: text('customer_reference').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').notNull().default('PENDING'),
    mode: text('mode'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    cardToken: text('card_token'),
    saveCard: boolean('save_card').notNull().default(false),
    /** The slow test card: pending until this instant, then paid. */
    paysAt: ts('pays_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [check('sandbox_payment_status_ck', sql`${t.status} in ('PENDING', 'PAID', 'FAILED')`)],
);
