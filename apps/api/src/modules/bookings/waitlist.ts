import {
  type ClaimedSeatDto,
  joinDecision,
  MSG,
  offerExpiresAt,
  type SeatPolicyDto,
  type WaitlistOfferDto,
  zonedParts,
} from '@kinetic/domain';
import { AppError, fail } from '../../lib/errors';
import { bookSeat, decisionSession, decisionViewer, toPackageBalance } from './book-seat';
import type { BookingsQueries } from './bookings.repository';
import { refusal } from './join-refusal';
import { tellPartners } from './partner-events';
import { pausedUntilText } from './strikes';

type SessionRow = NonNullable<Awaited<ReturnType<BookingsQueries['sessionForJoin']>>>;
type Wish = Awaited<ReturnType<BookingsQueries['waitlistQueue']>>[number];

/**
 * docs/adr/0003 and 0038: when a seat frees up, the first customer on the waitlist who may still take
 * it (gender, kids, mobile, credits valid on the class date) gets it, in the transaction that freed the
 * seat: booked and told when the class's partner promotes automatically (the default), or offered the
 * seat for a claim window when the partner offers seats (then the seat is held for them). Those who
 * cannot take it are skipped and stay on the list. The caller holds the session's row lock.
 */
export async function promoteFromWaitlist(
  q: BookingsQueries,
  sessionId: number,
  now: Date,
  /** A freed seat (by default), or the auto-waitlist booked when the gym's decision closes. */
  kind: 'waitlistPromoted' | 'autoWaitlistBooked' = 'waitlistPromoted',
): Promise<boolean> {
  const session = await q.sessionForJoin(sessionId);
  if (!session || session.deletedAt || session.status !== 'SCHEDULED') return false;
  if (session.startsAt <= now || session.booked >= session.seats) return false;
  const policy = await q.seatPolicyOfSession(sessionId);
  if (policy.waitlistMode === 'OFFER') {
    // Offers are the partner's way for every freed seat: the gym's auto-waitlist does not book around them.
    return kind === 'waitlistPromoted' && offerSeat(q, session, policy, now);
  }
  const queue = await q.waitlistQueue(sessionId);
  for (const wish of queue) {
    if (await tryPromote(q, session, wish, now, kind)) return true;
  }
  return false;
}

/** Whether the waiter could take the seat now by the join rules (a seat free, their credits). */
async function mayTakeSeat(q: BookingsQueries, session: SessionRow, wish: Wish, now: Date) {
  const facts = await q.joinFacts(session.id, wish.userId, wish.kidId, now);
  if (!facts?.customer || facts.bookingId !== null) return null;
  if (facts.pausedUntil !== null && facts.pausedUntil > now.getTime()) return null;
  const { customer, kids, packages } = facts;
  const decision = joinDecision({
    now,
    session: decisionSession(session, { availableSeat: 1, autoWaitListHours: null }),
    viewer: decisionViewer(customer, kids),
    selectedKidId: wish.kidId,
    packages: packages.map(toPackageBalance),
  });
  return { decision, packages };
}

async function tryPromote(
  q: BookingsQueries,
  session: SessionRow,
  wish: Wish,
  now: Date,
  kind: 'waitlistPromoted' | 'autoWaitlistBooked',
): Promise<boolean> {
  const may = await mayTakeSeat(q, session, wish, now);
  if (may?.decision.kind !== 'JOIN') return false;
  const { decision, packages } = may;
  const pkg = packages.find((p) => p.id === decision.packageId) ?? null;
  try {
    return await q.savepoint(async (sp) => {
      const result = await bookSeat(sp, {
        session,
        userId: wish.userId,
        kidId: wish.kidId,
        pkg,
        credit: session.credit,
        source: 'WAITLIST',
        now,
      });
      if (result.kind !== 'BOOKED') throw fail('WAITLIST_PROMOTION_SKIPPED');
      await sp.deleteWishById(wish.id);
      await sp.notify(
        {
          kind,
          to: wish.userId,
          objectId: session.id,
          values: { className: session.title, classDate: session.localDate },
          extra: { classSessionId: session.id, bookingId: result.booking.id },
        },
        now,
      );
      return true;
    });
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** "by 17:30", or "by 2026-12-07 17:30" when the offer runs past the day it was made on. */
function claimByValue(expiresAt: Date, now: Date, timeZone: string): string {
  const until = zonedParts(expiresAt, timeZone);
  return until.date === zonedParts(now, timeZone).date ? until.time : `${until.date} ${until.time}`;
}

/**
 * The free seat offered to the first customer waiting who may take it and holds no offer yet: the
 * seat is held (counted as booked) and they are told by bell and e-mail. False: too close to the
 * start to offer (the seat stays free for anyone) or nobody to offer it to.
 */
async function offerSeat(
  q: BookingsQueries,
  session: SessionRow,
  policy: SeatPolicyDto,
  now: Date,
): Promise<boolean> {
  const expiresAt = offerExpiresAt(now, session.startsAt, policy);
  if (!expiresAt) return false;
  const offered = await q.openOfferHolders(session.id);
  for (const wish of await q.waitlistQueue(session.id)) {
    if (offered.has(`${wish.userId}:${wish.kidId ?? 0}`)) continue;
    if ((await mayTakeSeat(q, session, wish, now))?.decision.kind !== 'JOIN') continue;
    const offer = await q.holdSeatForOffer({
      sessionId: session.id,
      userId: wish.userId,
      kidId: wish.kidId,
      offeredAt: now,
      expiresAt,
    });
    if (!offer) return false;
    await q.notify(
      {
        kind: 'waitlistOffered',
        to: wish.userId,
        objectId: session.id,
        values: {
          className: session.title,
          classDate: session.localDate,
          claimBy: claimByValue(expiresAt, now, session.timeZone),
        },
        extra: { classSessionId: session.id, offerId: offer.id },
      },
      now,
    );
    await q.mails.waitlistOffered({ id: offer.id, sessionId: session.id, userId: wish.userId, expiresAt });
    return true;
  }
  return false;
}

/** The offer's seat, no longer held, goes to the next one waiting (or back to anyone). */
async function passOn(q: BookingsQueries, offer: { sessionId: number }, now: Date) {
  await q.releaseSeat(offer.sessionId, false);
  await promoteFromWaitlist(q, offer.sessionId, now);
}

/**
 * An open offer of this customer, locked after its session's row (the order every seat path takes);
 * OFFER_GONE when it is not theirs, closed or run out.
 */
async function lockedOpenOffer(q: BookingsQueries, offerId: number, userId: number, now: Date) {
  const sessionId = await q.offerSessionId(offerId);
  if (sessionId === undefined) throw fail('OFFER_GONE');
  await q.lockSession(sessionId);
  const offer = await q.lockOffer(offerId);
  if (!offer || offer.userId !== userId || offer.status !== 'OPEN' || offer.expiresAt <= now) {
    throw fail('OFFER_GONE');
  }
  return offer;
}

/**
 * A customer claims their offered seat, on the caller's transaction: the hold becomes their booking
 * (debited by the join rules, with its ledger row and mail), their waitlist place is removed and the
 * partner told. A refusal by the join rules (no credits left, say) leaves the offer open until it
 * runs out, so the customer may buy credits and claim again.
 */
export async function claimOffer(
  q: BookingsQueries,
  offerId: number,
  userId: number,
  now: Date,
): Promise<ClaimedSeatDto> {
  const offer = await lockedOpenOffer(q, offerId, userId, now);
  const session = await q.sessionForJoin(offer.sessionId);
  if (!session || session.deletedAt || session.status !== 'SCHEDULED') throw fail('CLASS_DELETED');
  if (session.startsAt <= now) throw fail('CLASS_STARTED');
  const facts = await q.joinFacts(session.id, userId, offer.kidId, now);
  if (!facts?.customer) throw fail('OFFER_GONE');
  if (facts.bookingId !== null) throw fail('ALREADY_BOOKED');
  if (facts.pausedUntil !== null && facts.pausedUntil > now.getTime()) {
    throw fail('BOOKING_PAUSED', { arg: pausedUntilText(facts.pausedUntil, session.timeZone) });
  }
  const decision = joinDecision({
    now,
    session: decisionSession(session, { availableSeat: 1, autoWaitListHours: null }),
    viewer: decisionViewer(facts.customer, facts.kids),
    selectedKidId: offer.kidId,
    packages: facts.packages.map(toPackageBalance),
  });
  if (decision.kind !== 'JOIN') throw refusal(decision);
  await q.releaseSeat(session.id, false);
  const result = await bookSeat(q, {
    session,
    userId,
    kidId: offer.kidId,
    pkg: facts.packages.find((p) => p.id === decision.packageId) ?? null,
    credit: session.credit,
    source: 'WAITLIST',
    now,
  });
  if (result.kind === 'CREDIT_SEATS') {
    throw fail('CREDIT_SEATS_FILLED', { data: { title: MSG.creditSeatsFilledTitle } });
  }
  // The hold was this transaction's to give: under the session's lock nobody else took it.
  if (result.kind !== 'BOOKED') throw new Error(`the held seat of offer ${offerId} was not there`);
  await q.closeOffer(offerId, 'CLAIMED', now, result.booking.id);
  await q.deleteWish(session.id, userId, offer.kidId);
  await tellPartners(q, session, 'classJoined', userId, now);
  return { message: MSG.offerClaimed, classSessionId: session.id, bookingId: result.booking.id };
}

/** A customer passes their offered seat on: it goes to the next one waiting, and they leave the list. */
export async function declineOffer(q: BookingsQueries, offerId: number, userId: number, now: Date) {
  const offer = await lockedOpenOffer(q, offerId, userId, now);
  await q.closeOffer(offer.id, 'DECLINED', now);
  await q.deleteWish(offer.sessionId, userId, offer.kidId);
  await passOn(q, offer, now);
  return { message: MSG.offerDeclined };
}

/**
 * An offer whose window ran out, on the caller's transaction: closed, its customer told and taken off
 * the list, and the seat offered to the next one waiting. False: it was claimed or closed meanwhile.
 */
export async function expireOffer(
  q: BookingsQueries,
  offer: { id: number; sessionId: number },
  now: Date,
): Promise<boolean> {
  await q.lockSession(offer.sessionId);
  const current = await q.lockOffer(offer.id);
  if (current?.status !== 'OPEN' || current.expiresAt > now) return false;
  await q.closeOffer(current.id, 'EXPIRED', now);
  await q.deleteWish(current.sessionId, current.userId, current.kidId);
  const session = await q.sessionForJoin(current.sessionId);
  if (session) {
    await q.notify(
      {
        kind: 'waitlistOfferExpired',
        to: current.userId,
        objectId: session.id,
        values: { className: session.title, classDate: session.localDate },
        extra: { classSessionId: session.id },
      },
      now,
    );
  }
  await passOn(q, current, now);
  return true;
}

/**
 * The session's waitlist may take one more by its partner's policy (its maximum size), under the
 * session's lock the caller holds; WAITLIST_FULL when not. Answers the policy, for the promise made.
 */
export async function ensureWaitlistRoom(q: BookingsQueries, sessionId: number): Promise<SeatPolicyDto> {
  const policy = await q.seatPolicyOfSession(sessionId);
  if (policy.waitlistMax !== null && (await q.waitlistSize(sessionId)) >= policy.waitlistMax) {
    throw fail('WAITLIST_FULL');
  }
  return policy;
}

/** The customer's open offers as their upcoming classes show them. */
export async function openOffers(q: BookingsQueries, userId: number, now: Date): Promise<WaitlistOfferDto[]> {
  const rows = await q.openOffersOf(userId, now);
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
