import {
  addDays,
  type CheckInByCodeResult,
  type CheckInCodeDto,
  CM_MSG,
  type CustomerStrikesDto,
  distanceText,
  type GymCancelBody,
  isCheckInCodeShape,
  isCheckInOpen,
  type ManagedSessionDto,
  mayCancelCustomersBooking,
  mayEditClass,
  normaliseCheckInCode,
  type ParticipantDto,
  type Position,
  type RollClosedDto,
  type SelfCheckInResult,
  selfCheckInRefusal,
  type WaitlistEntryDto,
  zonedParts,
} from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { fail, notFound } from '../../lib/errors';
import type { ClassItemsReader } from '../classes';
import { type Actor, displayName, isGym, loadActor, mayManage, ownedClass } from './access';
import { cancelFromGymSide, fillFromWaitlist } from './cancel-bookings';
import type { ManageQueries, ManageRepository } from './manage.repository';
import { bookFromWaitlist, toWaitlistEntries } from './waitlist-booking';

type ParticipantRow = NonNullable<Awaited<ReturnType<ManageQueries['participant']>>>;

/** A participant as the list shows them: a guest by the name the gym gave, a customer as themselves. */
function toParticipant(r: ParticipantRow): ParticipantDto {
  const guest = r.booking.guestName !== null;
  return {
    bookingId: r.booking.id,
    userId: guest ? null : r.booking.userId,
    name: guest ? r.booking.guestName! : `${r.firstName} ${r.lastName}`.trim(),
    email: guest ? null : r.email,
    mobile: guest ? null : r.mobile,
    kidName: r.kidName,
    guest,
    checkedIn: r.booking.checkedInAt !== null,
    bookedAt: r.booking.createdAt.toISOString(),
    creditsSpent: r.booking.creditsSpent,
    attendance: r.booking.attendance as ParticipantDto['attendance'],
    rollClosed: r.rollClosed,
  };
}

/** Running a session: own sessions by day, participants, check-in, guests, gym-side cancel, messages. */
export function createSessionPeopleService(deps: {
  repository: ManageRepository;
  items: ClassItemsReader;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function sessionOf(q: ManageQueries, actor: Actor, sessionId: number) {
    const row = await q.session(sessionId);
    if (!row) throw notFound();
    await ownedClass(q, actor, row.klass.id);
    if (row.session.status !== 'SCHEDULED') throw fail('SESSION_DELETED');
    return row;
  }

  /** The customer hears they were checked in (a guest has nobody to tell). */
  async function notifyCheckedIn(
    q: ManageQueries,
    actor: Actor,
    { booking, session, klass }: Awaited<ReturnType<typeof bookingOf>>,
    at: Date,
  ) {
    if (booking.guestName !== null) return;
    await q.bookings.notify(
      {
        kind: 'checkedIn',
        to: booking.userId,
        actorId: actor.id,
        objectId: session.id,
        values: { className: klass.title, classDate: session.localDate },
        extra: { classSessionId: session.id, bookingId: booking.id },
      },
      at,
    );
  }

  async function bookingOf(q: ManageQueries, actor: Actor, bookingId: number) {
    const row = await q.bookingWithSession(bookingId);
    if (!row) throw notFound();
    await ownedClass(q, actor, row.klass.id);
    return row;
  }

  return {
    async ownSessions(
      userId: number,
      date: string,
      days: number,
      isPrime: boolean,
    ): Promise<ManagedSessionDto[]> {
      const actor = await loadActor(repository, userId);
      const ids = (await repository.ownSessionIds(actor.id, date, addDays(date, days - 1))).map((r) => r.id);
      // The partner's own sessions: listed or not.
      const items = await deps.items.byIds(ids, { userId: null, category: actor.category, isPrime }, 'all');
      const counts = new Map((await repository.counts(ids)).map((c) => [c.sessionId, c]));
      const classes = await repository.sessionClasses(ids);
      const creditSeats = new Map(classes.map((c) => [c.sessionId, c.creditSeats]));
      const editor = { id: actor.id, userCategory: actor.category, trainerAllowEdit: actor.trainerAllowEdit };
      return items.map((item) => ({
        ...item,
        bookedCount: counts.get(item.classSessionId)?.booked ?? 0,
        checkedInCount: counts.get(item.classSessionId)?.checkedIn ?? 0,
        creditSeats: creditSeats.get(item.classSessionId) ?? null,
        canEdit: mayEditClass(editor, item.managers),
      }));
    },

    async participants(userId: number, sessionId: number): Promise<ParticipantDto[]> {
      const actor = await loadActor(repository, userId);
      await sessionOf(repository, actor, sessionId);
      return (await repository.participants(sessionId)).map(toParticipant);
    },

    /** GET /manage/sessions/:id/waitlist: who waits, in order (whoever may see the participants). */
    async waitlist(userId: number, sessionId: number): Promise<WaitlistEntryDto[]> {
      const actor = await loadActor(repository, userId);
      await sessionOf(repository, actor, sessionId);
      return toWaitlistEntries(await repository.waitlist(sessionId));
    },

    /** POST /manage/waitlist/:wishId/book: the gym or trainer running the class books one (docs/adr/0003). */
    async bookFromWaitlist(userId: number, wishId: number): Promise<ParticipantDto> {
      return retryOnConflict(() =>
        repository.transaction(async (q) => bookFromWaitlist(q, await loadActor(q, userId), wishId, now())),
      );
    },

    async checkIn(userId: number, bookingId: number, checkedIn: boolean) {
      return repository.transaction(async (q) => {
        const actor = await loadActor(q, userId);
        const { booking, session, klass } = await bookingOf(q, actor, bookingId);
        if (booking.status !== 'BOOKED') throw fail('BOOKING_ALREADY_CANCELED');
        if (session.rollClosedAt) throw fail('ROLL_CLOSED');
        const at = now();
        if (checkedIn && !isCheckInOpen(session.startsAt, at)) throw fail('CHECK_IN_TOO_EARLY');
        await q.setCheckedIn(bookingId, checkedIn ? (booking.checkedInAt ?? at) : null);
        if (checkedIn && booking.checkedInAt === null) {
          await notifyCheckedIn(q, actor, { booking, session, klass }, at);
        }
        return { bookingId, checkedIn };
      });
    },

    /**
     * PUT /manage/bookings/:bookingId/absent: whoever may check people in marks one absent once the
     * class has started, before its roll closes (or undoes it); the roll then makes them a no-show
     * whatever the policy does with those left unmarked (docs/adr/0042).
     */
    async markAbsent(userId: number, bookingId: number, absent: boolean) {
      return repository.transaction(async (q) => {
        const actor = await loadActor(q, userId);
        const { booking, session } = await bookingOf(q, actor, bookingId);
        if (booking.status !== 'BOOKED') throw fail('BOOKING_ALREADY_CANCELED');
        if (session.rollClosedAt) throw fail('ROLL_CLOSED');
        if (absent && session.startsAt > now()) throw fail('ABSENT_TOO_EARLY');
        await q.setMarkedAbsent(bookingId, absent);
        return { bookingId, absent };
      });
    },

    /**
     * POST /manage/sessions/:id/check-in-by-code: the desk scans or types the customer's
     * code. Whoever may check people in by hand may do it by code; the code must be of an active booking
     * of this very session, not used yet, inside the check-in window.
     */
    async checkInByCode(userId: number, sessionId: number, typed: string): Promise<CheckInByCodeResult> {
      return repository.transaction(async (q) => {
        const actor = await loadActor(q, userId);
        const { session, klass } = await sessionOf(q, actor, sessionId);
        const code = normaliseCheckInCode(typed);
        const booking = isCheckInCodeShape(code) ? await q.bookingByCheckInCode(sessionId, code) : undefined;
        if (!booking) throw fail('CHECK_IN_CODE_UNKNOWN');
        if (booking.status !== 'BOOKED') throw fail('BOOKING_ALREADY_CANCELED');
        if (session.rollClosedAt) throw fail('ROLL_CLOSED');
        const alreadyCheckedIn = async () => {
          const first = (await q.participant(booking.id))!;
          const checked = {
            name: toParticipant(first).name,
            time: zonedParts(first.booking.checkedInAt!, session.timeZone).time,
          };
          // The data repeats who and when (the session's wall clock), for a screen to word in its clock.
          return fail('ALREADY_CHECKED_IN', {
            arg: checked,
            data: {
              ...checked,
              checkedInAt: first.booking.checkedInAt!.toISOString(),
              bookingId: booking.id,
            },
          });
        };
        if (booking.checkedInAt !== null) throw await alreadyCheckedIn();
        const at = now();
        if (!isCheckInOpen(session.startsAt, at)) throw fail('CHECK_IN_TOO_EARLY');
        if (!(await q.checkInOnce(booking.id, at))) throw await alreadyCheckedIn();
        await notifyCheckedIn(q, actor, { booking, session, klass }, at);
        return {
          participant: toParticipant((await q.participant(booking.id))!),
          checkedInAt: at.toISOString(),
        };
      });
    },

    /**
     * POST /manage/sessions/:id/roll: whoever runs the session makes its attendance final once it
     * has started (docs/adr/0039): those not checked in are no-shows, a strike each.
     */
    async closeRoll(userId: number, sessionId: number): Promise<RollClosedDto> {
      return retryOnConflict(() =>
        repository.transaction(async (q) => {
          const actor = await loadActor(q, userId);
          const { session } = await sessionOf(q, actor, sessionId);
          const at = now();
          if (session.startsAt > at) throw fail('ROLL_NOT_YET');
          await q.bookings.lockSession(sessionId);
          return q.bookings.closeRoll(sessionId, at);
        }),
      );
    },

    /** GET /manage/customers/:userId/strikes: the caller's strikes against a customer, and any pause. */
    async customerStrikes(userId: number, customerId: number): Promise<CustomerStrikesDto> {
      const actor = await loadActor(repository, userId);
      return repository.bookings.customerStrikes(customerId, actor.id, now());
    },

    /** POST /manage/strikes/:id/waive: the partner waives one of their strikes, with a reason. */
    async waiveStrike(userId: number, strikeId: number, reason: string): Promise<CustomerStrikesDto> {
      return repository.transaction(async (q) => {
        const actor = await loadActor(q, userId);
        return q.bookings.waiveStrike(strikeId, actor.id, actor.id, reason, now());
      });
    },

    /**
     * POST /bookings/:bookingId/self-check-in: "I'm here", where the class's partner allows it, inside its
     * window and near the venue; a second tap answers the first check-in.
     */
    async selfCheckIn(userId: number, bookingId: number, at: Position): Promise<SelfCheckInResult> {
      return repository.transaction(async (q) => {
        const facts = await q.selfCheckInFacts(bookingId, userId);
        if (!facts) throw notFound();
        if (facts.checkedInAt) return { bookingId, checkedInAt: facts.checkedInAt.toISOString() };
        if (facts.rollClosedAt) throw fail('ROLL_CLOSED');
        const policy = await q.bookings.seatPolicyOfSession(facts.sessionId);
        const nowAt = now();
        const refusal = selfCheckInRefusal({
          selfCheckInMinutes: policy.selfCheckInMinutes,
          startsAt: facts.startsAt,
          endsAt: facts.endsAt,
          now: nowAt,
          venue:
            facts.latitude === null || facts.longitude === null
              ? null
              : { latitude: facts.latitude, longitude: facts.longitude },
          at,
        });
        if (refusal?.code === 'SELF_CHECK_IN_NOT_YET') {
          throw fail('SELF_CHECK_IN_NOT_YET', { arg: zonedParts(refusal.opensAt, facts.timeZone).time });
        }
        if (refusal?.code === 'TOO_FAR_TO_CHECK_IN') {
          throw fail('TOO_FAR_TO_CHECK_IN', {
            arg: distanceText(refusal.meters),
            data: { meters: refusal.meters },
          });
        }
        if (refusal) throw fail(refusal.code);
        if (!(await q.checkInOnce(bookingId, nowAt))) {
          const again = (await q.selfCheckInFacts(bookingId, userId))!;
          return { bookingId, checkedInAt: again.checkedInAt!.toISOString() };
        }
        return { bookingId, checkedInAt: nowAt.toISOString() };
      });
    },

    /** GET /bookings/:bookingId/check-in-code: the customer's own code of an active booking (404 else). */
    async ownCheckInCode(userId: number, bookingId: number): Promise<CheckInCodeDto> {
      const row = await repository.ownCheckInCode(bookingId, userId);
      if (!row) throw notFound();
      return row;
    },

    /** A gym adds a walk-in by name (SPEC 3.3 guest join): it takes a seat, nobody pays. */
    async addGuest(userId: number, sessionId: number, guestCustomerName: string): Promise<ParticipantDto> {
      return repository.transaction(async (q) => {
        const at = now();
        const actor = await loadActor(q, userId);
        if (!isGym(actor)) throw fail('GUEST_ONLY_GYM');
        const { session } = await sessionOf(q, actor, sessionId);
        if (session.endsAt <= at) throw fail('SESSION_STARTED');
        // The seat rule of every join: one conditional statement, so a guest never oversells either.
        const booking = await q.bookings.seatGuest(actor.id, sessionId, guestCustomerName, at);
        if (!booking) throw fail('CLASS_FULL');
        return {
          bookingId: booking.id,
          userId: null,
          name: guestCustomerName,
          email: null,
          mobile: null,
          kidName: null,
          guest: true,
          checkedIn: false,
          bookedAt: booking.createdAt.toISOString(),
          creditsSpent: 0,
          attendance: null,
          rollClosed: false,
        };
      });
    },

    /**
     * DELETE /manage/bookings/:id: the side that runs the class cancels a customer's booking, credits
     * back or not: the gym at its classes (a trainer teaching there cannot: 403), a freelance trainer
     * at her own (mayCancelCustomersBooking).
     */
    async cancelBooking(userId: number, bookingId: number, body: GymCancelBody) {
      return repository.transaction(async (q) => {
        const at = now();
        const actor = await loadActor(q, userId);
        const { booking, session, klass } = await bookingOf(q, actor, bookingId);
        const managers = { ...klass, trainerUserIds: await q.classTrainerIds(klass.id) };
        if (!mayCancelCustomersBooking({ id: actor.id, userCategory: actor.category }, managers)) {
          throw fail('CANCEL_ONLY_GYM');
        }
        const [locked] = (await q.activeBookings(session.id)).filter((b) => b.id === bookingId);
        if (!locked || booking.status !== 'BOOKED') {
          throw fail('BOOKING_ALREADY_CANCELED');
        }
        const result = await cancelFromGymSide(q, locked, {
          at,
          refund: body.refundType === 'CREDITS',
          remark: body.remark,
          notification: {
            kind: 'canceledByGym',
            className: klass.title,
            classDate: session.localDate,
            classSessionId: session.id,
            gymName: displayName(actor),
            firedBy: actor.id,
          },
        });
        await fillFromWaitlist(q, session.id, at);
        return { bookingId, ...result };
      });
    },

    /** POST /manage/sessions/:id/messages: a notification to every booked participant. */
    async message(userId: number, sessionId: number, message: string) {
      return repository.transaction(async (q) => {
        const at = now();
        const actor = await loadActor(q, userId);
        const { session, klass } = await sessionOf(q, actor, sessionId);
        if (!(await mayManage(q, actor, klass))) throw fail('NOT_YOUR_CLASS');
        const people = (await q.activeBookings(sessionId)).filter((b) => b.guestName === null);
        if (people.length === 0) throw fail('NOBODY_BOOKED');
        for (const userIdOfCustomer of new Set(people.map((b) => b.userId))) {
          await q.bookings.notify(
            {
              kind: 'supportMessage',
              to: userIdOfCustomer,
              actorId: actor.id,
              objectId: session.id,
              values: {
                senderName: displayName(actor),
                className: klass.title,
                classDate: session.localDate,
                message,
              },
              extra: { classSessionId: session.id },
            },
            at,
          );
        }
        return { message: CM_MSG.messageSent, recipients: new Set(people.map((b) => b.userId)).size };
      });
    },
  };
}
export type SessionPeopleService = ReturnType<typeof createSessionPeopleService>;
