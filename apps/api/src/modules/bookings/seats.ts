import type { Db } from '../../db/client';
import { type BookSeatArgs, bookSeat, type GiveBackArgs, giveBackSeat, type HeldSeat } from './book-seat';
import { bookingsQueries } from './bookings.repository';
import { type PartnerSession, tellPartners } from './partner-events';
import { closeRoll, customerStrikes, waiveStrike } from './strikes';
import { expireOffer, promoteFromWaitlist } from './waitlist';

/**
 * The seat use cases on the transaction the caller holds (DESIGN 5). Every seat taken or given back
 * outside a customer's own join (a payment's fulfilment, a gym's walk-in, cancel or book-from-waitlist,
 * the waitlist job, the seed) goes through these, so the seat, the money, the ledger and the waitlist
 * change by the same rules as the join's.
 */
export function seatsOn(tx: Db): Seats {
  return {
    ...seatUseCases(tx),
    savepoint: (work) => tx.transaction((sp) => work(seatsOn(sp as unknown as Db))),
  };
}

function seatUseCases(tx: Db) {
  const q = bookingsQueries(tx);
  return {
    /** What the join rules decide on for this customer (or kid) and session (undefined: no session). */
    joinFacts: q.joinFacts,
    /** The session with what the join rules need of its class. */
    session: q.sessionForJoin,
    /** The customer's packages that have not expired (the join rules pick among them). */
    livePackages: q.livePackages,
    /** A seat, its debit, booking, ledger row and confirmation mail: FULL or CREDIT_SEATS write nothing. */
    takeSeat: (args: BookSeatArgs) => bookSeat(q, args),
    /** A gym's walk-in guest, by name: a seat under the gym's own id that nobody pays (null: full). */
    async seatGuest(gymUserId: number, sessionId: number, guestName: string, at: Date) {
      const seated = await q.seatAndPay({
        sessionId,
        userId: gymUserId,
        kidId: null,
        creditSeat: false,
        packageId: null,
        charge: 0,
        source: 'DIRECT',
        at,
        guestName,
      });
      return seated.kind === 'BOOKED' ? seated.booking : null;
    },
    /** The booking canceled, its seat freed and, when refunded, its credits back with their ledger row. */
    giveBackSeat: (booking: HeldSeat, args: GiveBackArgs) => giveBackSeat(q, booking, args),
    /** The first waiter who may take the free seat is booked and told (docs/adr/0003); false: nobody. */
    promoteWaitlist: (sessionId: number, at: Date, kind?: 'waitlistPromoted' | 'autoWaitlistBooked') =>
      promoteFromWaitlist(q, sessionId, at, kind),
    /** Open seat offers whose claim window ran out, the oldest first (docs/adr/0038). */
    dueOffers: q.dueOffers,
    /** A run-out offer closed, its customer told, and the seat offered to the next one waiting. */
    expireOffer: (offer: { id: number; sessionId: number }, at: Date) => expireOffer(q, offer, at),
    /** The session's attendance made final: no-shows counted as strikes and told (docs/adr/0039). */
    closeRoll: (sessionId: number, at: Date) => closeRoll(q, sessionId, at),
    /** The seat policy the session's class keeps (its gym's, else its trainer's). */
    seatPolicyOfSession: q.seatPolicyOfSession,
    /** Sessions ended before `endedBefore` (and after `since`) whose roll is still open. */
    rollsDue: q.rollsDue,
    /** A customer's strikes with a partner, and until when their bookings with them are paused. */
    customerStrikes: (userId: number, ownerUserId: number, at: Date) =>
      customerStrikes(q, userId, ownerUserId, at),
    /** The partner waives one of their strikes against a customer, with a reason. */
    waiveStrike: (strikeId: number, ownerUserId: number, byUserId: number, reason: string, at: Date) =>
      waiveStrike(q, strikeId, ownerUserId, byUserId, reason, at),
    /** Serialises everyone who fills this session's seats from its waitlist. */
    lockSession: q.lockSession,
    /** Sessions starting in (from, until] with a free seat and someone on their waitlist. */
    sessionsToPromote: q.sessionsToPromote,
    /** A full session: the customer waits for a seat (a wishlist mark becomes the waitlist). */
    async waitForSeat(sessionId: number, userId: number, kidId: number | null, at: Date) {
      const existing = await q.wish(sessionId, userId, kidId);
      if (existing?.type === 'WAITLIST') return;
      if (existing) await q.deleteWish(sessionId, userId, kidId);
      await q.insertWish({ sessionId, userId, kidId, type: 'WAITLIST', createdAt: at });
    },
    /** The customer's (or kid's) wish on the session, fulfilled by a booking. */
    removeWish: (sessionId: number, userId: number, kidId: number | null) =>
      q.deleteWish(sessionId, userId, kidId),
    removeWishById: q.deleteWishById,
    /** A class's scheduled sessions starting after `after` and before `before`, earliest first. */
    sessionsOfClass: q.sessionsOfClass,
    /** The live class a workshop package is the program of. */
    programClass: q.programClass,
    kidNames: q.kidNames,
    /** The class's partners hear that a customer booked, left or joined the waitlist. */
    tellPartners: (
      session: PartnerSession,
      kind: Parameters<typeof tellPartners>[2],
      customerId: number,
      at: Date,
    ) => tellPartners(q, session, kind, customerId, at),
    notify: q.notify,
  };
}
export type Seats = ReturnType<typeof seatUseCases> & {
  /** A savepoint: a failure inside `work` undoes only its own writes. */
  savepoint<T>(work: (seats: Seats) => Promise<T>): Promise<T>;
};
