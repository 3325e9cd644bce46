import { NOTIFICATION_TYPE, WAITLIST_DECISION_CLOSES_MINUTES } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessionWishes } from '../db/schema';
import { createClass, newGym, notificationsOf, sessionsOfClass } from '../test/class-management';
import {
  activeBookings,
  createCustomer,
  ledgerSum,
  packageRow,
  sessionRow,
  setSession,
} from '../test/discovery';
import { createTestApp, type TestApp } from '../test/test-app';
import { promoteWaitlists } from './promote-waitlists';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A gym's class with one session two days ahead; joiners wait from `autoWaitListHours` before it. */
async function oneSession(options: { autoWaitListHours?: number; seats?: number } = {}) {
  const gym = await newGym(t);
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const { classId } = await createClass(t, gym.token, {
    autoWaitListHours: options.autoWaitListHours,
    timings: [
      {
        classDays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
        fromTime: '07:00',
        durationMinutes: 60,
        fromDate: day,
        toDate: day,
        totalSeat: options.seats ?? 3,
      },
    ],
  });
  const [session] = await sessionsOfClass(t, classId);
  return { gym, session: session! };
}

const join = (token: string, sessionId: number) =>
  t.call<{ status: string; wishId?: number }>({
    method: 'POST',
    url: '/api/v1/bookings',
    token,
    payload: { classSessionId: sessionId, waitlistIfFull: true },
  });

async function waitlisted(sessionId: number, credits: number | null = 10) {
  const customer = await createCustomer(t, { credits });
  const res = await join(customer.token, sessionId);
  expect(res.body.data.status).toBe('WAITLISTED');
  return customer;
}

const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

describe('the waitlist promotion job (docs/adr/0003)', () => {
  it('books customers auto-waitlisted while seats were free when the decision closes, as a join would', async () => {
    const { session } = await oneSession({ autoWaitListHours: 99 });
    const first = await waitlisted(session.id);
    const broke = await waitlisted(session.id, null);
    const third = await waitlisted(session.id);
    expect((await sessionRow(t, session.id)).booked).toBe(0);

    // While the gym may still decide, nobody is booked.
    const early = await promoteWaitlists(t.database.db, {
      now: minutesBefore(session.startsAt, WAITLIST_DECISION_CLOSES_MINUTES + 5),
    });
    expect(early.promoted).toBe(0);
    expect(await activeBookings(t, session.id)).toHaveLength(0);

    const closed = await promoteWaitlists(t.database.db, {
      now: minutesBefore(session.startsAt, WAITLIST_DECISION_CLOSES_MINUTES - 5),
    });
    expect(closed.promoted).toBe(2);
    const booked = await activeBookings(t, session.id);
    expect(booked.map((b) => b.userId).sort()).toEqual([first.userId, third.userId].sort());
    expect(booked.every((b) => b.source === 'WAITLIST' && b.creditsSpent === 2)).toBe(true);
    expect((await sessionRow(t, session.id)).booked).toBe(2);
    for (const c of [first, third]) {
      expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(8);
      expect(await ledgerSum(t, c.userPackageId!)).toBe(8);
      const debits = await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userPackageId, c.userPackageId!), eq(creditLedger.reason, 'BOOKING')));
      expect(debits).toMatchObject([{ deltaCredits: -2 }]);
      const told = (await notificationsOf(t, c.userId)).filter(
        (n) => n.notificationTypeId === NOTIFICATION_TYPE.autoWaitlistBooked,
      );
      expect(told).toHaveLength(1);
    }
    // Without credits the customer stays waitlisted.
    const left = await t.database.db
      .select()
      .from(sessionWishes)
      .where(eq(sessionWishes.sessionId, session.id));
    expect(left.map((w) => w.userId)).toEqual([broke.userId]);

    // A second pass (or a second process) books nobody twice.
    const again = await promoteWaitlists(t.database.db, {
      now: minutesBefore(session.startsAt, WAITLIST_DECISION_CLOSES_MINUTES - 6),
    });
    expect(again.promoted).toBe(0);
    expect(await activeBookings(t, session.id)).toHaveLength(2);
  });

  it('fills only the free seats, in the order customers joined, and never a started session', async () => {
    const { session } = await oneSession({ autoWaitListHours: 99, seats: 1 });
    const queue = [await waitlisted(session.id), await waitlisted(session.id)];
    await promoteWaitlists(t.database.db, { now: session.startsAt });
    expect(await activeBookings(t, session.id)).toHaveLength(0);

    await promoteWaitlists(t.database.db, { now: minutesBefore(session.startsAt, 10) });
    expect((await activeBookings(t, session.id)).map((b) => b.userId)).toEqual([queue[0]!.userId]);
    expect((await sessionRow(t, session.id)).booked).toBe(1);
    expect((await packageRow(t, queue[1]!.userPackageId!)).creditsBalance).toBe(10);
  });
});

/** Races mean something only where transactions run concurrently: PostgreSQL (ADR 0001). */
describe.runIf(process.env.TEST_DB === 'postgres')('the promotion job races a join on PostgreSQL', () => {
  it('job, a second job process and a direct join for the last seat: one seat, one booking each, credits balance', async () => {
    for (let round = 0; round < 5; round++) {
      // No auto-waitlist: the waiter joined because it was full; then a seat appears without promotion.
      const { session } = await oneSession({ seats: 1 });
      const holder = await createCustomer(t, { credits: 10 });
      expect((await join(holder.token, session.id)).status).toBe(201);
      const waiter = await waitlisted(session.id);
      await setSession(t, session.id, { seats: 2 });
      const joiner = await createCustomer(t, { credits: 10 });

      const at = minutesBefore(session.startsAt, 10);
      const [, , direct] = await Promise.all([
        promoteWaitlists(t.database.db, { now: at }),
        promoteWaitlists(t.database.db, { now: at }),
        join(joiner.token, session.id),
      ]);
      const booked = await activeBookings(t, session.id);
      expect(booked).toHaveLength(2);
      expect((await sessionRow(t, session.id)).booked).toBe(2);
      const winner = booked.find((b) => b.userId !== holder.userId)!;
      expect([waiter.userId, joiner.userId]).toContain(winner.userId);
      expect(direct.body.data.status).toBe(winner.userId === joiner.userId ? 'BOOKED' : 'WAITLISTED');
      for (const c of [waiter, joiner]) {
        const expected = c.userId === winner.userId ? 8 : 10;
        expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(expected);
        expect(await ledgerSum(t, c.userPackageId!)).toBe(expected);
      }
    }
  });
});
