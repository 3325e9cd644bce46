import { JOIN_REFUSAL, joinDecision, MSG, type ParticipantDto, type WaitlistEntryDto } from '@kinetic/domain';
import { AppError, fail } from '../../lib/errors';
import { decisionSession, decisionViewer, toPackageBalance } from '../bookings';
import { type Actor, displayName, ownedClass } from './access';
import type { ManageQueries } from './manage.repository';

export function toWaitlistEntries(rows: Awaited<ReturnType<ManageQueries['waitlist']>>): WaitlistEntryDto[] {
  return rows.map((r, index) => ({
    wishId: r.wish.id,
    userId: r.wish.userId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    mobile: r.mobile,
    kidName: r.kidName,
    position: index + 1,
    addedAt: r.wish.createdAt.toISOString(),
  }));
}

/**
 * "Book from waitlist" (docs/adr/0003): the gym or the trainer that runs the class books one waitlisted customer,
 * also inside the auto-waitlist window, when a seat is free and the customer may take it and pay
 * (the join rules of POST /bookings without the waitlist steps). The seat, the debit and its ledger
 * row, the wish removal and the customer's notification share the caller's transaction.
 */
export async function bookFromWaitlist(
  q: ManageQueries,
  actor: Actor,
  wishId: number,
  at: Date,
): Promise<ParticipantDto> {
  const wish = await q.lockWish(wishId);
  if (wish?.type !== 'WAITLIST') throw fail('NOT_ON_WAITLIST');
  const row = await q.session(wish.sessionId);
  if (!row) throw fail('NOT_ON_WAITLIST');
  // 404 for a deleted class; then the gym that owns or runs it, or a trainer who owns or teaches it.
  await ownedClass(q, actor, row.klass.id).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 403) throw fail('ONLY_OWNING_GYM');
    throw error;
  });
  const facts = (await q.bookings.joinFacts(wish.sessionId, wish.userId, wish.kidId, at))!;
  const { session, kids, packages } = facts;
  if (session.status !== 'SCHEDULED') throw fail('SESSION_DELETED');
  if (session.startsAt <= at) throw fail('CLASS_STARTED');
  if (facts.bookingId !== null) throw fail('ALREADY_BOOKED');

  const customer = facts.customer!;
  const decision = joinDecision({
    now: at,
    // The gym's decision lifts the auto-waitlist window; a full session still refuses.
    session: decisionSession(session, {
      availableSeat: session.seats - session.booked,
      autoWaitListHours: null,
    }),
    viewer: decisionViewer(customer, kids),
    selectedKidId: wish.kidId,
    packages: packages.map(toPackageBalance),
  });
  if (decision.kind !== 'JOIN') {
    if (decision.kind === 'WAITLIST') throw fail('CLASS_FULL');
    const { error, title } = JOIN_REFUSAL[decision.kind];
    throw fail(error, {
      arg: 'message' in decision ? decision.message : MSG.unauthorized,
      data: title ? { title } : null,
    });
  }

  const result = await q.bookings.takeSeat({
    session,
    userId: wish.userId,
    kidId: wish.kidId,
    pkg: packages.find((p) => p.id === decision.packageId) ?? null,
    credit: session.credit,
    source: 'WAITLIST',
    now: at,
  });
  if (result.kind === 'FULL') throw fail('CLASS_FULL');
  if (result.kind === 'CREDIT_SEATS') {
    throw fail('CREDIT_SEATS_FILLED', { data: { title: MSG.creditSeatsFilledTitle } });
  }
  await q.bookings.removeWishById(wish.id);
  await q.bookings.notify(
    {
      kind: 'bookedFromWaitlistByGym',
      to: wish.userId,
      actorId: actor.id,
      objectId: session.id,
      values: { gymName: displayName(actor), className: session.title, classDate: session.localDate },
      extra: { classSessionId: session.id, bookingId: result.booking.id },
    },
    at,
  );
  const kid = wish.kidId === null ? [] : await q.bookings.kidNames([wish.kidId]);
  return {
    bookingId: result.booking.id,
    userId: wish.userId,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    email: customer.email,
    mobile: customer.mobile,
    kidName: kid[0]?.name ?? null,
    guest: false,
    checkedIn: false,
    bookedAt: result.booking.createdAt.toISOString(),
    creditsSpent: result.booking.creditsSpent,
    attendance: null,
    rollClosed: false,
  };
}
