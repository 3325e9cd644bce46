import { isDeepStrictEqual } from 'node:util';
import {
  type BookingDto,
  type CancelQuery,
  type CancelResultDto,
  type Envelope,
  type JoinDecision,
  type JoinResultDto,
  joinDecision,
  joinEligibility,
  type Language,
  MSG,
  newCheckInCode,
  refundDecision,
  waitlistPromise,
} from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { AppError, fail, notFound } from '../../lib/errors';
import {
  type IdempotentAnswer,
  idempotentTransaction,
  KEY_HELD,
  type KeptRefusal,
  type KeyParts,
} from '../idempotency';
import { toPackageSummaries } from '../packages';
import {
  type BookingRow,
  bookSeat,
  decisionSession,
  decisionViewer,
  giveBackSeat,
  seatPlan,
  toPackageBalance,
} from './book-seat';
import type { BookingsQueries, BookingsRepository } from './bookings.repository';
import type { PaidBalance } from './join.repository';
import { refusal } from './join-refusal';
import { partnerEvents, tellPartners } from './partner-events';
import { pausedUntilText, recordLateCancel } from './strikes';
import { ensureWaitlistRoom, promoteFromWaitlist } from './waitlist';

export interface JoinInput {
  userId: number;
  classSessionId: number;
  userKidId?: number | null;
  waitlistIfFull: boolean;
  isPrime: boolean;
  /** The answer's package names in the caller's language. */
  language?: Language;
}

/** The seat a join decided to take was gone when it was written (FULL or CREDIT_SEATS). */
class SeatGone extends Error {
  constructor(readonly kind: 'FULL' | 'CREDIT_SEATS') {
    super(`no seat left (${kind})`);
  }
}

type JoinAnswer = IdempotentAnswer<JoinResultDto>;

export interface Answer<T> {
  statusCode: number;
  body: Envelope<T>;
}

type SessionRow = NonNullable<Awaited<ReturnType<BookingsQueries['sessionForJoin']>>>;

export function toBookingDto(row: BookingRow): BookingDto {
  return {
    id: row.id,
    classSessionId: row.sessionId,
    kidId: row.kidId,
    status: row.status as BookingDto['status'],
    creditsSpent: row.creditsSpent,
    userPackageId: row.userPackageId,
    source: row.source as BookingDto['source'],
    refunded: row.refunded,
    createdAt: row.createdAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

/** Joining and cancelling (SPEC 4.3, 4.5, 7.3): the server decides, in one transaction per call. */
export function createBookingsService(deps: { repository: BookingsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function addToWaitlist(
    q: BookingsQueries,
    session: SessionRow,
    userId: number,
    kidId: number | null,
  ) {
    const existing = await q.wish(session.id, userId, kidId);
    if (existing?.type === 'WAITLIST') {
      const policy = await q.seatPolicyOfSession(session.id);
      return { wishId: existing.id, position: await q.waitlistPosition(session.id, existing.id), policy };
    }
    const policy = await ensureWaitlistRoom(q, session.id);
    if (existing) await q.deleteWish(session.id, userId, kidId);
    const wish = await q.insertWish({
      sessionId: session.id,
      userId,
      kidId,
      type: 'WAITLIST',
      createdAt: now(),
    });
    if (!wish) throw fail('ALREADY_ON_LIST');
    await tellPartners(q, session, 'waitlistJoined', userId, now());
    return { wishId: wish.id, position: await q.waitlistPosition(session.id, wish.id), policy };
  }

  /**
   * On the waitlisting's transaction, with the session's row locked: a seat freed since the join read
   * its facts goes to the waitlist first (in its order); true when one is still free, for the joiner to
   * take in that transaction (a cancel between the facts read and the waitlisting would otherwise leave
   * the joiner waiting beside a free seat).
   */
  async function seatLeftAfterQueue(q: BookingsQueries, sessionId: number, at: Date): Promise<boolean> {
    const seatFree = async () => {
      const fresh = await q.sessionForJoin(sessionId);
      return !!fresh && fresh.status === 'SCHEDULED' && !fresh.deletedAt && fresh.booked < fresh.seats;
    };
    if (!(await seatFree())) return false;
    while (await promoteFromWaitlist(q, sessionId, at)) {
      // Each promotion takes one seat; the next waiter may take the next.
    }
    return seatFree();
  }

  /**
   * A join, on its transaction: the facts it decides on (with the key's claim), the decision, then one
   * statement writing the seat with its debit, booking and ledger row, its mail, the partners'
   * notifications, the wish it fulfils and the stored answer (docs/adr/0034). A full class goes to the
   * waitlist in the same transaction, under the session's lock: a seat freed since the facts were read
   * goes to the queue first, then to this customer.
   */
  async function joinIn(
    q: BookingsQueries,
    input: JoinInput,
    at: Date,
    key: KeyParts<JoinResultDto>,
  ): Promise<JoinAnswer | KeptRefusal | typeof KEY_HELD> {
    const facts = await q.joinFacts(input.classSessionId, input.userId, input.userKidId ?? null, at, {
      claim: key.claim,
    });
    if (facts && !facts.claimed) return KEY_HELD;
    const session = facts?.session;
    // An unlisted class (its partner awaits review) answers as an unknown one.
    if (!facts || !session || !facts.listed || session.deletedAt || session.status !== 'SCHEDULED')
      throw fail('CLASS_DELETED');
    if (session.startsAt <= at) throw fail('CLASS_STARTED');
    if (session.ageCategory === 'ADULTS' && input.userKidId) {
      throw fail('KID_NOT_FOR_ADULT_CLASS', { field: 'userKidId' });
    }
    const kidId = session.ageCategory === 'CHILD' ? (input.userKidId ?? null) : null;
    const { kids, packages } = facts;
    const customer = facts.customer!;
    if (facts.bookingId !== null) throw fail('ALREADY_BOOKED');
    if (facts.pausedUntil !== null && facts.pausedUntil > at.getTime()) {
      throw fail('BOOKING_PAUSED', { arg: pausedUntilText(facts.pausedUntil, session.timeZone) });
    }
    const credit = input.isPrime ? 0 : session.credit;
    const decisionInput = {
      now: at,
      session: decisionSession(session, {
        availableSeat: session.seats - session.booked,
        autoWaitListHours: session.autoWaitListHours,
        credit,
      }),
      viewer: decisionViewer(customer, kids),
      selectedKidId: kidId,
      packages: packages.map(toPackageBalance),
    };
    const kidChoices = { kids: kids.map((k) => ({ id: k.id, name: k.name, gender: k.gender })) };

    /**
     * The seat, in one statement with everything a booked join writes: its mail, the partners'
     * notifications, the wish it fulfils and the answer stored under the key, built before from the
     * facts read. The session's row lock, the one other joins of the class queue on, is then held
     * only for this statement and the commit. No seat left throws `SeatGone`, which rolls it all back.
     */
    const seat = async (
      on: BookingsQueries,
      decision: Extract<JoinDecision, { kind: 'JOIN' }>,
    ): Promise<JoinAnswer> => {
      const bookingId = facts.reservedBookingId!;
      // Made here, not by the database, so the confirmation mail written beside the seat can carry it.
      const checkInCode = newCheckInCode();
      const pkg = packages.find((p) => p.id === decision.packageId) ?? null;
      const plan = seatPlan({ session, pkg, credit });
      const booking: BookingDto = {
        id: bookingId,
        classSessionId: session.id,
        kidId,
        status: 'BOOKED',
        ...plan.booking,
        source: 'DIRECT',
        refunded: false,
        createdAt: at.toISOString(),
        canceledAt: null,
      };
      const answer = { statusCode: 201, data: bookedAnswer(booking, plan.paid) };
      const alongside = [
        facts.mail &&
          on.mails.bookingConfirmedPart(facts.mail, { id: bookingId, userId: input.userId, checkInCode }),
        on.notifyPart(partnerEvents(session, 'classJoined', input.userId), at, 'partners_told'),
        facts.hasWish ? on.deleteWishPart(session.id, input.userId, kidId) : null,
        key.answer(answer),
      ].filter((part) => part !== null);
      const result = await bookSeat(on, {
        session,
        userId: input.userId,
        kidId,
        pkg,
        credit,
        source: 'DIRECT',
        now: at,
        mail: false,
        bookingId,
        checkInCode,
        alongside,
      });
      if (result.kind !== 'BOOKED') throw new SeatGone(result.kind);
      // Built from the balances read: a debit of the same package by a concurrent join since then
      // leaves another balance, and the answer as written is stored instead (one more statement).
      const written = { statusCode: 201, data: bookedAnswer(toBookingDto(result.booking), result.paid) };
      const stored = isDeepStrictEqual(written.data, answer.data) ? answer : written;
      // Personal training: its trainer and gym get the booking by e-mail too.
      if (session.priceModel === 'PT') await on.mails.ptBooked(bookingId);
      return stored;
    };

    /** The answer to a booked join: the packages as they stand after it (the paying one as debited). */
    const bookedAnswer = (booking: BookingDto, paid: PaidBalance | null): JoinResultDto => {
      const after = facts.summaries.map((summary) =>
        summary.id === paid?.packageId
          ? { ...summary, balance: paid.creditsBalance, balanceClasses: paid.classesLeft }
          : summary,
      );
      return {
        status: 'BOOKED',
        message: MSG.joinSuccess,
        booking,
        userPackageDetailDtoList: toPackageSummaries(after, input.language ?? 'en'),
      };
    };

    /** `full`: the class had no seat (not the gym's auto-waitlist, which holds seats back on purpose). */
    const waitlisted = async (full: boolean): Promise<JoinAnswer | KeptRefusal> => {
      const eligible = joinEligibility(decisionInput, 'waitlist');
      if (eligible.kind !== 'OK') throw refusal(eligible, eligible.kind === 'SELECT_KID' ? kidChoices : {});
      await q.lockSession(session.id);
      const seatLeft = full && (await seatLeftAfterQueue(q, session.id, at));
      // Promoted from the queue since the facts were read (by a cancel, or by the queue's turn just
      // now): the customer holds the seat already. Refused after the commit, which keeps the promotions.
      if (facts.hasWish && (await q.joinFacts(session.id, input.userId, kidId, at))?.bookingId != null) {
        return { refusal: fail('ALREADY_BOOKED') };
      }
      if (seatLeft) {
        const decision = joinDecision({
          ...decisionInput,
          session: { ...decisionInput.session, availableSeat: 1 },
        });
        if (decision.kind !== 'JOIN') {
          return { refusal: refusal(decision, decision.kind === 'SELECT_KID' ? kidChoices : {}) };
        }
        try {
          return await q.savepoint((sp) => seat(sp, decision));
        } catch (error) {
          // The joiner cannot take it (no credits, a visit limit): refused, the promotions kept.
          if (error instanceof AppError) return { refusal: error };
          // Taken meanwhile by a join that did not wait for the lock: the joiner waits in the queue.
          if (!(error instanceof SeatGone)) throw error;
        }
      }
      let waiting: Awaited<ReturnType<typeof addToWaitlist>>;
      try {
        waiting = await addToWaitlist(q, session, input.userId, kidId);
      } catch (error) {
        // A full waitlist: refused after the commit, which keeps the promotions made above.
        if (error instanceof AppError) return { refusal: error };
        throw error;
      }
      const { wishId, position, policy } = waiting;
      // A full class whose partner offers freed seats: the offer, not a booking, is what will come.
      const message =
        full && policy.waitlistMode === 'OFFER'
          ? MSG.waitlistOffers(policy.offerClaimMinutes)
          : waitlistPromise(
              { startsAt: session.startsAt, availableSeat: session.seats - session.booked },
              at,
            );
      return { statusCode: 200, data: { status: 'WAITLISTED', message, wishId, waitlistPosition: position } };
    };

    const decision = joinDecision(decisionInput);
    if (decision.kind === 'AUTO_WAITLIST' || decision.kind === 'WAITLIST') {
      if (input.waitlistIfFull) return waitlisted(decision.kind === 'WAITLIST');
      throw refusal(decision);
    }
    if (decision.kind !== 'JOIN') {
      throw refusal(decision, decision.kind === 'SELECT_KID' ? kidChoices : {});
    }
    try {
      return await seat(q, decision);
    } catch (error) {
      if (!(error instanceof SeatGone)) throw error;
      if (error.kind === 'CREDIT_SEATS') {
        throw fail('CREDIT_SEATS_FILLED', { data: { title: MSG.creditSeatsFilledTitle } });
      }
      // The last seat went to another join since the facts were read: the caller joins the waitlist
      // in a transaction of its own (this one is rolled back with what it told).
      if (input.waitlistIfFull) throw error;
      throw refusal({ kind: 'WAITLIST', message: MSG.classFull });
    }
  }

  return {
    /** POST /bookings. With an Idempotency-Key, a replay gets the first answer (docs/adr/0013) and changes nothing. */
    async join(input: JoinInput, idempotencyKey?: string): Promise<Answer<JoinResultDto>> {
      const attempt = () =>
        idempotentTransaction<JoinResultDto, BookingsQueries>(
          (work) => repository.transaction((q) => work(q, q)),
          {
            userId: input.userId,
            key: idempotencyKey,
            route: 'POST /bookings',
            body: [input.classSessionId, input.userKidId ?? null, input.waitlistIfFull],
            inProgress: 'REQUEST_IN_PROGRESS',
          },
          (q: BookingsQueries, key) => joinIn(q, input, now(), key),
          repository,
        );
      // A seat lost to another join between the facts read and the seat: the facts are read again,
      // in a new transaction, and the class (now full) waitlists the customer.
      const answer = await retryOnConflict(async () => {
        for (let tries = 1; ; tries++) {
          try {
            return await attempt();
          } catch (error) {
            if (!(error instanceof SeatGone) || tries >= 3) throw error;
          }
        }
      });
      return { statusCode: answer.statusCode, body: answer };
    },

    /** DELETE /bookings/:id: refund only more than 6 hours before the start; the seat goes to the waitlist. */
    async cancel(
      userId: number,
      bookingId: number,
      query: CancelQuery,
      language: Language = 'en',
    ): Promise<CancelResultDto> {
      return retryOnConflict(() =>
        repository.transaction(async (q) => {
          const at = now();
          const booking = await q.lockBooking(bookingId);
          if (!booking || booking.userId !== userId) throw notFound();
          if (booking.status !== 'BOOKED') throw fail('BOOKING_ALREADY_CANCELED');
          const session = (await q.sessionForJoin(booking.sessionId))!;
          if (session.startsAt <= at) throw fail('CLASS_STARTED');
          if (query.cancellationId !== undefined && !(await q.reasonExists(query.cancellationId))) {
            throw fail('INVALID_CANCELLATION_REASON', { field: 'cancellationId' });
          }
          // A session the gym moved for Ramadan cancels with everything back until it starts (docs/adr/0048).
          const { refundable, warning } = (await q.freeCancel(booking.id))
            ? { refundable: true, warning: null }
            : refundDecision(session.startsAt, at);
          // The booking is locked and BOOKED, so the seat is given back.
          const { canceled, refunded: refund } = (await giveBackSeat(q, booking, {
            at,
            refund: refundable,
            cancellationReasonId: query.cancellationId,
            remark: query.remark,
          }))!;
          await tellPartners(q, session, 'classLeft', userId, at);
          // Too late for a refund: a strike and a fee too, where the partner's policy sets them.
          if (!refundable) await recordLateCancel(q, booking, at);
          if (refund && booking.creditsSpent > 0) {
            await q.notify(
              {
                kind: 'creditsRefunded',
                to: userId,
                objectId: session.id,
                values: {
                  credits: booking.creditsSpent,
                  className: session.title,
                  classDate: session.localDate,
                },
                extra: { classSessionId: session.id, bookingId: booking.id },
              },
              at,
            );
          }
          const waitlistPromoted = await promoteFromWaitlist(q, session.id, at);
          return {
            booking: toBookingDto(canceled),
            refunded: refund,
            creditsRefunded: refund ? booking.creditsSpent : 0,
            warning,
            waitlistPromoted,
            userPackageDetailDtoList: await q.packageSummaries(userId, at, language),
          };
        }),
      );
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
