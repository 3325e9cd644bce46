import {
  type BookingDto,
  type CancelQuery,
  type CancelResultDto,
  type Envelope,
  JOIN_REFUSAL,
  type JoinDecision,
  type JoinResultDto,
  joinDecision,
  joinEligibility,
  type Language,
  MSG,
  refundDecision,
  waitlistPromise,
} from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { AppError, fail, notFound } from '../../lib/errors';
import { idempotent } from '../idempotency';
import { toPackageSummaries } from '../packages';
import {
  type BookingRow,
  type BookSeatResult,
  bookSeat,
  decisionSession,
  decisionViewer,
  giveBackSeat,
  promoteFromWaitlist,
  toPackageBalance,
} from './book-seat';
import type { BookingsQueries, BookingsRepository } from './bookings.repository';
import { partnerEvents, tellPartners } from './partner-events';

export interface JoinInput {
  userId: number;
  classSessionId: number;
  userKidId?: number | null;
  waitlistIfFull: boolean;
  isPrime: boolean;
  /** The answer's package names in the caller's language (issue 11). */
  language?: Language;
}

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

function refusal(
  decision: Exclude<JoinDecision, { kind: 'JOIN' }>,
  data: Record<string, unknown> = {},
): AppError {
  const { error, title } = JOIN_REFUSAL[decision.kind];
  const message = 'message' in decision ? decision.message : MSG.unauthorized;
  return fail(error, {
    arg: message,
    data: title ? { title, ...data } : Object.keys(data).length ? data : null,
  });
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
      return { wishId: existing.id, position: await q.waitlistPosition(session.id, existing.id) };
    }
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
    return { wishId: wish.id, position: await q.waitlistPosition(session.id, wish.id) };
  }

  /**
   * On the waitlisting's transaction, with the session's row locked: a seat freed since the join read
   * its facts goes to the waitlist first (in its order); true when one is still free, for the joiner to
   * take in that transaction (issue 35: a cancel between the facts and the waitlisting left the joiner
   * waiting beside a free seat).
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
   * A join in two statements of its own, outside any transaction (issue 16): the facts it decides on,
   * then the seat with everything it writes (`bookSeat`'s `together`). Waitlisting is one transaction,
   * under the session's lock: a seat freed since the facts were read goes to the queue first, then to
   * this customer, in that transaction.
   */
  async function joinIn(input: JoinInput, at: Date): Promise<JoinResultDto> {
    const facts = await repository.joinFacts(
      input.classSessionId,
      input.userId,
      input.userKidId ?? null,
      at,
      true,
    );
    const session = facts?.session;
    // An unlisted class (its partner awaits review, issue 40) answers as an unknown one.
    if (!facts?.booking || !session || !facts.listed || session.deletedAt || session.status !== 'SCHEDULED')
      throw fail('CLASS_DELETED');
    const reserved = facts.booking;
    if (session.startsAt <= at) throw fail('CLASS_STARTED');
    if (session.ageCategory === 'ADULTS' && input.userKidId) {
      throw fail('KID_NOT_FOR_ADULT_CLASS', { field: 'userKidId' });
    }
    const kidId = session.ageCategory === 'CHILD' ? (input.userKidId ?? null) : null;
    const { kids, packages } = facts;
    const customer = facts.customer!;
    if (facts.bookingId !== null) throw fail('ALREADY_BOOKED');
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

    /** The answer to a booked join: the packages as they stand after it (the paying one as debited). */
    const booked = async (result: Extract<BookSeatResult, { kind: 'BOOKED' }>): Promise<JoinResultDto> => {
      // Personal training: its trainer and gym get the booking by e-mail too (issue 33); other classes
      // stay on the one-statement join (issue 16).
      if (session.priceModel === 'PT') await repository.mails.ptBooked(result.booking.id);
      const { paid } = result;
      const after = facts.summaries.map((summary) =>
        summary.id === paid?.packageId
          ? { ...summary, balance: paid.creditsBalance, balanceClasses: paid.classesLeft }
          : summary,
      );
      return {
        status: 'BOOKED',
        message: MSG.joinSuccess,
        booking: toBookingDto(result.booking),
        userPackageDetailDtoList: toPackageSummaries(after, input.language ?? 'en'),
      };
    };

    /** The seat left after the queue had its turn, taken on the waitlisting's locked transaction. */
    const seatUnderLock = async (q: BookingsQueries) => {
      const decision = joinDecision({
        ...decisionInput,
        session: { ...decisionInput.session, availableSeat: 1 },
      });
      if (decision.kind !== 'JOIN') throw refusal(decision, decision.kind === 'SELECT_KID' ? kidChoices : {});
      const result = await bookSeat(q, {
        session,
        userId: input.userId,
        kidId,
        pkg: packages.find((p) => p.id === decision.packageId) ?? null,
        credit,
        source: 'DIRECT',
        now: at,
      });
      if (result.kind !== 'BOOKED') return null;
      await q.notify(partnerEvents(session, 'classJoined', input.userId), at);
      if (facts.hasWish) await q.deleteWish(session.id, input.userId, kidId);
      return result;
    };

    /** `full`: the class had no seat (not the gym's auto-waitlist, which holds seats back on purpose). */
    const waitlisted = async (full: boolean): Promise<JoinResultDto> => {
      const eligible = joinEligibility(decisionInput, 'waitlist');
      if (eligible.kind !== 'OK') throw refusal(eligible, eligible.kind === 'SELECT_KID' ? kidChoices : {});
      const outcome = await repository.transaction(async (q) => {
        await q.lockSession(session.id);
        const seatLeft = full && (await seatLeftAfterQueue(q, session.id, at));
        // Promoted from the queue since the facts were read (by a cancel, or by the queue's turn just
        // now): the customer holds the seat already. Answered after the commit, which keeps the others'
        // promotions.
        if (facts.hasWish && (await q.joinFacts(session.id, input.userId, kidId, at))?.bookingId != null) {
          return { refusal: fail('ALREADY_BOOKED') };
        }
        if (seatLeft) {
          try {
            const seated = await q.savepoint((sp) => seatUnderLock(sp));
            if (seated) return seated;
          } catch (error) {
            // The joiner cannot take it (no credits, a visit limit): refused, the promotions kept.
            if (error instanceof AppError) return { refusal: error };
            throw error;
          }
        }
        return addToWaitlist(q, session, input.userId, kidId);
      });
      if ('refusal' in outcome) throw outcome.refusal;
      if ('booking' in outcome) return booked(outcome);
      const { wishId, position } = outcome;
      const message = waitlistPromise(
        { startsAt: session.startsAt, availableSeat: session.seats - session.booked },
        at,
      );
      return { status: 'WAITLISTED', message, wishId, waitlistPosition: position };
    };

    const decision = joinDecision(decisionInput);
    if (decision.kind === 'AUTO_WAITLIST' || decision.kind === 'WAITLIST') {
      if (input.waitlistIfFull) return waitlisted(decision.kind === 'WAITLIST');
      throw refusal(decision);
    }
    if (decision.kind !== 'JOIN') {
      throw refusal(decision, decision.kind === 'SELECT_KID' ? kidChoices : {});
    }
    const pkg = packages.find((p) => p.id === decision.packageId) ?? null;
    const result = await bookSeat(repository, {
      session,
      userId: input.userId,
      kidId,
      pkg,
      credit,
      source: 'DIRECT',
      now: at,
      together: {
        bookingId: reserved.id,
        mailFacts: reserved.mail,
        notifications: partnerEvents(session, 'classJoined', input.userId),
        deleteWish: facts.hasWish,
      },
    });
    if (result.kind === 'FULL') {
      if (input.waitlistIfFull) return waitlisted(true);
      throw refusal({ kind: 'WAITLIST', message: MSG.classFull });
    }
    if (result.kind === 'CREDIT_SEATS') {
      throw fail('CREDIT_SEATS_FILLED', { data: { title: MSG.creditSeatsFilledTitle } });
    }
    return booked(result);
  }

  const statusOf = (data: JoinResultDto) => (data.status === 'BOOKED' ? 201 : 200);

  return {
    /** POST /bookings. With an Idempotency-Key, a replay gets the first answer (docs/adr/0013) and changes nothing. */
    async join(input: JoinInput, idempotencyKey?: string): Promise<Answer<JoinResultDto>> {
      const answer = await idempotent(
        repository,
        {
          userId: input.userId,
          key: idempotencyKey,
          route: 'POST /bookings',
          body: [input.classSessionId, input.userKidId ?? null, input.waitlistIfFull],
          inProgress: 'REQUEST_IN_PROGRESS',
        },
        async () => {
          const data = await retryOnConflict(() => joinIn(input, now()));
          return { statusCode: statusOf(data), data };
        },
      );
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
          const { refundable, warning } = refundDecision(session.startsAt, at);
          // The booking is locked and BOOKED, so the seat is given back.
          const { canceled, refunded: refund } = (await giveBackSeat(q, booking, {
            at,
            refund: refundable,
            cancellationReasonId: query.cancellationId,
            remark: query.remark,
          }))!;
          await tellPartners(q, session, 'classLeft', userId, at);
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
