import {
  type JoinDecisionInput,
  MSG,
  type PackageBalance,
  ptSessionCredit,
  usesCreditSeat,
} from '@kinetic/domain';
import { isUniqueViolationError } from '../../db/retry';
import type { bookings } from '../../db/schema';
import { fail } from '../../lib/errors';
import type { BookingsQueries } from './bookings.repository';
import type { Customer, Kid, LivePackage, PaidBalance, SeatPurchase } from './join.repository';

type SessionRow = NonNullable<Awaited<ReturnType<BookingsQueries['sessionForJoin']>>>;
export type BookingRow = typeof bookings.$inferSelect;

export function toPackageBalance(p: LivePackage): PackageBalance {
  return {
    id: p.id,
    packageType: p.packageType as PackageBalance['packageType'],
    category: p.category as PackageBalance['category'],
    kidId: p.kidId,
    gymId: p.gymId,
    creditsBalance: p.creditsBalance,
    classesLeft: p.classesLeft,
    unlimited: p.unlimited,
    expiresAt: p.expiresAt,
    catalogPackageId: p.catalogPackageId,
    classCategoryIds: p.classCategoryIds,
    ptSessionValue: p.ptSessionValue,
  };
}

/** The session as the domain's join rules see it; seats and the waitlist window vary by caller. */
export function decisionSession(
  session: SessionRow,
  overrides: { availableSeat: number; autoWaitListHours: number | null; credit?: number },
): JoinDecisionInput['session'] {
  return {
    startsAt: session.startsAt,
    availableSeat: overrides.availableSeat,
    autoWaitListHours: overrides.autoWaitListHours,
    ageCategory: session.ageCategory as 'ADULTS' | 'CHILD',
    genderRule: session.genderRule as 'MALE' | 'FEMALE' | 'MIXED',
    priceModel: session.priceModel as 'PHYSICAL',
    credit: overrides.credit ?? session.credit,
    gymId: session.gymUserId,
    classCategoryId: session.classCategoryId,
    programPackageId: session.autoJoinPackageId,
    price: session.price,
  };
}

/** The customer as the join rules see them (never a participant yet: the callers check bookings first). */
export function decisionViewer(customer: Customer, kids: Kid[]): JoinDecisionInput['viewer'] {
  return {
    gender: customer.gender as 'MALE' | 'FEMALE' | null,
    mobile: customer.mobile,
    kids: kids.map((k) => ({ id: k.id, gender: k.gender as 'MALE' | 'FEMALE' })),
    isParticipant: false,
  };
}

export interface BookSeatArgs {
  session: SessionRow;
  userId: number;
  kidId: number | null;
  /** The package paying (null: a free class). */
  pkg: LivePackage | null;
  credit: number;
  source: 'DIRECT' | 'WAITLIST';
  now: Date;
  /** false: no confirmation mail (the seed's bookings, or a join that queued it ahead); otherwise queued with the booking. */
  mail?: boolean;
  /** The id reserved for the booking by the facts read, when the caller wrote what names it already. */
  bookingId?: number | null;
  /** The booking's check-in code, made by the caller when its mail names it ahead of the booking. */
  checkInCode?: string | null;
  /** Writes carried by the seat's statement; the caller rolls them back when no seat was left. */
  alongside?: SeatPurchase['alongside'];
}

export type BookSeatResult =
  | { kind: 'BOOKED'; booking: BookingRow; paid: PaidBalance | null }
  | { kind: 'FULL' }
  | { kind: 'CREDIT_SEATS' };

/**
 * How a seat is paid, from what the caller decided: the package debited and what it is charged, and
 * the booking and balances that debit leaves (a join answers with them before its statement runs).
 */
export function seatPlan(args: Pick<BookSeatArgs, 'session' | 'pkg' | 'credit'>) {
  const { session, pkg } = args;
  // Personal training is paid with a session of a PT package (one class, and its credit), never free;
  // a workshop's session likewise with one class (and credit) of its program package.
  const pt = session.priceModel === 'PT' || session.priceModel === 'AUTOJOINWITHPACKAGE';
  const paidBy = session.priceModel === 'PT' ? 'PT' : 'AUTOJOINWITHPACKAGE';
  if (pt && pkg?.packageType !== paidBy) throw fail('CHECKOUT_REQUIRED');
  const credit = pt && pkg ? ptSessionCredit(pkg) : args.credit;
  // An unlimited package pays with no credits; the debit still locks it, checks it is live and is
  // written to the ledger (as 0).
  const charge = pkg?.unlimited ? 0 : credit;
  const creditSeat =
    !pt && session.creditSeats !== null && credit > 0 && usesCreditSeat(pkg && toPackageBalance(pkg));
  const debited = pkg !== null && (credit > 0 || pt) ? pkg : null;
  const paid: PaidBalance | null = debited && {
    packageId: debited.id,
    creditsBalance: debited.creditsBalance - charge,
    classesLeft: debited.classesLeft === null ? null : debited.classesLeft - 1,
  };
  return {
    pt,
    creditSeat,
    /** The package debited (null: nothing is). */
    packageId: debited?.id ?? null,
    charge: debited ? charge : 0,
    /** The package's visits at this gym are counted after the seat (its visit limit). */
    counted: debited !== null && debited.visitLimitPerGym !== null && session.gymUserId !== null,
    /** What the debit leaves, from the balances the caller read. */
    paid,
    booking: { userPackageId: debited?.id ?? null, creditsSpent: debited ? charge : 0 },
  };
}

/**
 * The seat, the booking, the debit and its ledger row, and the confirmation mail, on the caller's
 * transaction (DESIGN 5): every caller (a customer's join, a paid booking, a promotion, the seed) takes
 * a seat this way. A full session or filled credit seats come back as results (nothing written but
 * `alongside`, which the caller then rolls back); the other refusals throw, which rolls the
 * transaction (or savepoint) back.
 */
export async function bookSeat(q: BookingsQueries, args: BookSeatArgs): Promise<BookSeatResult> {
  const { session, pkg } = args;
  const { pt, creditSeat, packageId, charge, counted } = seatPlan(args);
  let seated: Awaited<ReturnType<BookingsQueries['seatAndPay']>>;
  try {
    seated = await q.seatAndPay({
      sessionId: session.id,
      userId: args.userId,
      kidId: args.kidId,
      creditSeat,
      packageId,
      charge,
      source: args.source,
      at: args.now,
      bookingId: args.bookingId,
      checkInCode: args.checkInCode,
      alongside: args.alongside,
    });
  } catch (error) {
    if (isUniqueViolationError(error)) throw fail('ALREADY_BOOKED');
    throw error;
  }
  if (seated.kind === 'NO_SEAT') {
    const fresh = await q.sessionForJoin(session.id);
    return fresh && fresh.booked >= fresh.seats ? { kind: 'FULL' } : { kind: 'CREDIT_SEATS' };
  }
  if (seated.kind === 'UNPAID') throw pt ? fail('CHECKOUT_REQUIRED') : fail('NOT_ENOUGH_CREDITS');
  const { booking, paid } = seated;
  // The debit locked the package row, so the count sees this customer's other bookings (and this one).
  if (counted) {
    const visits = await q.visitsAtGym(pkg!.id, session.gymUserId!);
    if (visits > pkg!.visitLimitPerGym!) {
      throw fail('VISIT_LIMIT', { data: { title: MSG.visitLimitTitle } });
    }
  }
  // The confirmation (or, from the waitlist, the promotion) with its calendar file, queued in this
  // transaction: a booking rolled back sends nothing.
  if (args.mail !== false) await q.mails.bookingConfirmed(booking.id, args.source);
  return { kind: 'BOOKED', booking, paid };
}

/** A booking as giving its seat back needs it. */
export interface HeldSeat {
  id: number;
  sessionId: number;
  userId: number;
  userPackageId: number | null;
  creditsSpent: number;
  classesSpent: number;
  usedCreditSeat: boolean;
}

export interface GiveBackArgs {
  at: Date;
  /** Whether the rule of the caller refunds (the customer's cutoff, or the gym's choice). */
  refund: boolean;
  cancellationReasonId?: number;
  remark?: string;
  /** The gym cancelled it (its name goes in the customer's mail); absent: the customer did. */
  byGym?: { gymName: string };
}

/**
 * Gives a booked seat back, on the caller's transaction: the booking is canceled, the seat freed, and
 * when refunded the credits go back to the package that paid, with their REFUND ledger row. Nothing
 * is refunded for a booking paid with no package or nothing. Undefined when the booking was no
 * longer BOOKED. The caller promotes the waitlist when it wants the seat filled.
 */
export async function giveBackSeat(
  q: BookingsQueries,
  booking: HeldSeat,
  args: GiveBackArgs,
): Promise<{ canceled: BookingRow; refunded: boolean } | undefined> {
  const refunded =
    args.refund && booking.userPackageId !== null && (booking.creditsSpent > 0 || booking.classesSpent > 0);
  const canceled = await q.cancelBooking(booking.id, {
    canceledAt: args.at,
    refunded,
    ...(args.cancellationReasonId !== undefined ? { cancellationReasonId: args.cancellationReasonId } : {}),
    cancelRemark: args.remark || undefined,
  });
  if (!canceled) return undefined;
  await q.releaseSeat(booking.sessionId, booking.usedCreditSeat);
  await q.mails.bookingCanceled(
    booking.id,
    args.byGym && { gymName: args.byGym.gymName, creditsBack: refunded && booking.creditsSpent > 0 },
  );
  if (refunded && booking.userPackageId !== null) {
    const after = await q.creditPackage(booking.userPackageId, booking.creditsSpent, booking.classesSpent);
    await q.insertLedger({
      userPackageId: booking.userPackageId,
      userId: booking.userId,
      deltaCredits: booking.creditsSpent,
      deltaClasses: after.classesLeft === null ? 0 : booking.classesSpent,
      creditsAfter: after.creditsBalance,
      classesAfter: after.classesLeft,
      reason: 'REFUND',
      bookingId: booking.id,
    });
  }
  return { canceled, refunded };
}
