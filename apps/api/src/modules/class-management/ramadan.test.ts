import {
  addDays,
  type ManageProfileDto,
  RAMADAN_MSG,
  RAMADAN_MSG_AR,
  type RamadanHoursDto,
  type RamadanPlanDto,
  type SessionDetailDto,
  upcomingRamadan,
  zonedParts,
} from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  classSessions,
  classTimings,
  creditLedger,
  gymProfiles,
  localities,
  mailQueue,
  userPackages,
} from '../../db/schema';
import { materialiseSessions } from '../../jobs/materialise-sessions';
import {
  classBody,
  createClass,
  KUWAIT,
  kuwaitAreaId,
  newGym,
  notificationsOf,
  sessionsOfClass,
} from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Ramadan timetable (docs/adr/0048) on PostgreSQL: a branch's hours, the plan's preview and apply. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = zonedParts(new Date(), KUWAIT).date;
const ramadan = upcomingRamadan(today);
const JEDDAH_HOURS = [
  { from: '14:00', to: '17:00' },
  { from: '21:00', to: '02:00' },
];
type Gym = Awaited<ReturnType<typeof newGym>>;

async function gymWithBranch(switches: { closedForPrayers?: boolean } = {}) {
  const gym = await newGym(t);
  await t.database.db
    .insert(gymProfiles)
    .values({ userId: gym.userId, studioName: 'Hilal', classType: 'Yoga' });
  const localityId = await kuwaitAreaId(t);
  const [area] = await t.database.db
    .select({ cityId: localities.cityId })
    .from(localities)
    .where(eq(localities.id, localityId));
  const res = await t.call<{ profile: ManageProfileDto }>({
    method: 'PUT',
    url: '/api/v1/manage/profile',
    token: gym.token,
    payload: {
      branches: [
        {
          name: 'Sharq',
          address: 'Gulf Road',
          latitude: 29.3759,
          longitude: 47.9774,
          cityId: area!.cityId,
          localityId,
          ...switches,
        },
      ],
    },
  });
  expect(res.status).toBe(200);
  return { gym, branchId: res.body.data.profile.branches[0]!.id };
}

/** A class at the branch, Sundays to Thursdays at 07:00 for an hour, from tomorrow to 20 days after Ramadan. */
async function classThroughRamadan(gym: Gym, branchId: number) {
  const lastDay = addDays(ramadan.to, 20);
  const klass = await createClass(t, gym.token, {
    ...(await classBody(t)),
    venue: null,
    gymBranchId: branchId,
    timings: [
      {
        classDays: [0, 1, 2, 3, 4],
        fromTime: '07:00',
        durationMinutes: 60,
        fromDate: addDays(today, 1),
        toDate: lastDay,
        totalSeat: 10,
        creditSeats: 5,
      },
    ],
  });
  // The daily job's horizon is 60 days: make the Ramadan sessions exist, as they will by then.
  await materialiseSessions(t.database.db, { classId: klass.classId, daysAhead: 150 });
  const [timing] = await t.database.db
    .select()
    .from(classTimings)
    .where(eq(classTimings.classId, klass.classId));
  return { ...klass, timingId: timing!.id, lastDay };
}

const hoursUrl = (branchId: number) => `/api/v1/manage/branches/${branchId}/ramadan-hours`;
const planUrl = (branchId: number, step: 'preview' | 'apply') =>
  `/api/v1/manage/branches/${branchId}/ramadan-plan/${step}`;

async function setHours(gym: Gym, branchId: number) {
  const res = await t.call<RamadanHoursDto>({
    method: 'PUT',
    url: hoursUrl(branchId),
    token: gym.token,
    payload: { windows: JEDDAH_HOURS },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('Ramadan hours of a branch', () => {
  it('are set and read by the gym of the branch only, with checked windows in both languages', async () => {
    const { gym, branchId } = await gymWithBranch();
    const empty = await t.call<RamadanHoursDto>({ method: 'GET', url: hoursUrl(branchId), token: gym.token });
    expect(empty.body.data).toEqual({ branchId, ...ramadan, windows: [] });
    expect(await setHours(gym, branchId)).toMatchObject({
      hijriYear: ramadan.hijriYear,
      windows: JEDDAH_HOURS,
    });
    const read = await t.call<RamadanHoursDto>({ method: 'GET', url: hoursUrl(branchId), token: gym.token });
    expect(read.body.data.windows).toEqual(JEDDAH_HOURS);

    const overlapping = { windows: [JEDDAH_HOURS[1], { from: '01:00', to: '03:00' }] };
    const bad = await t.call({
      method: 'PUT',
      url: hoursUrl(branchId),
      token: gym.token,
      payload: overlapping,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(RAMADAN_MSG.windowsOverlap);
    const badAr = await t.call({
      method: 'PUT',
      url: hoursUrl(branchId),
      token: gym.token,
      payload: overlapping,
      headers: { 'accept-language': 'ar' },
    });
    expect(JSON.stringify(badAr.body)).toContain(RAMADAN_MSG_AR.windowsOverlap);

    const other = await gymWithBranch();
    const foreign = await t.call({ method: 'GET', url: hoursUrl(branchId), token: other.gym.token });
    expect(foreign.status).toBe(403);
    const missing = await t.call({ method: 'GET', url: hoursUrl(2_000_000_000), token: gym.token });
    expect(missing.status).toBe(404);
  });
});

describe('moving classes into Ramadan', () => {
  it('previews what apply then does: sessions move with bookings and seats, customers told and free to cancel', async () => {
    const { gym, branchId } = await gymWithBranch();
    const klass = await classThroughRamadan(gym, branchId);
    const inRamadan = (await sessionsOfClass(t, klass.classId)).filter(
      (s) => s.localDate >= ramadan.from && s.localDate <= ramadan.to,
    );
    expect(inRamadan.length).toBeGreaterThan(10);
    const target = inRamadan[2]!;
    const buyer = await createCustomer(t, { credits: 10, expiresInDays: 200 });
    const joined = await t.call<{ booking: { id: number } }>({
      method: 'POST',
      url: '/api/v1/bookings',
      token: buyer.token,
      payload: { classSessionId: target.id },
    });
    expect(joined.status).toBe(201);
    const customer = { ...buyer, bookingId: joined.body.data.booking.id };
    const body = { mode: 'MOVE', items: [{ timingId: klass.timingId, startTime: '21:30' }] };

    const noHours = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'preview'),
      token: gym.token,
      payload: body,
    });
    expect(noHours.body.data.items[0]!.refusal).toEqual({ code: 'NO_HOURS', message: RAMADAN_MSG.noHours });
    await setHours(gym, branchId);

    const outside = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'preview'),
      token: gym.token,
      payload: { ...body, items: [{ timingId: klass.timingId, startTime: '18:00' }] },
      headers: { 'accept-language': 'ar' },
    });
    expect(outside.body.data.items[0]!.refusal?.code).toBe('OUTSIDE_HOURS');
    expect(outside.body.data.items[0]!.refusal?.message).toBe(
      RAMADAN_MSG_AR.outsideHours('14:00–17:00, 21:00–02:00'),
    );

    const preview = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'preview'),
      token: gym.token,
      payload: body,
    });
    expect(preview.status).toBe(200);
    const item = preview.body.data.items[0]!;
    expect(item).toMatchObject({
      refusal: null,
      oldStart: '07:00',
      oldEnd: '08:00',
      newStart: '21:30',
      newEnd: '22:30',
      sessionsMoved: inRamadan.length,
      customers: 1,
    });
    // Nothing changed by the preview.
    expect((await sessionsOfClass(t, klass.classId)).find((s) => s.id === target.id)!.fromMinute).toBe(
      7 * 60,
    );

    const applied = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'apply'),
      token: gym.token,
      payload: body,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({ ...preview.body.data, applied: true });

    // The booked session moved to 21:30 with its booking and seat count.
    const [moved] = await t.database.db.select().from(classSessions).where(eq(classSessions.id, target.id));
    expect(moved).toMatchObject({ fromMinute: 21 * 60 + 30, booked: 1, status: 'SCHEDULED', seats: 10 });
    expect(zonedParts(moved!.startsAt, KUWAIT)).toMatchObject({ date: target.localDate, time: '21:30' });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, customer.bookingId));
    expect(booking!.status).toBe('BOOKED');

    // The timing split around Ramadan: before, Ramadan (21:30), after.
    const timings = await t.database.db
      .select()
      .from(classTimings)
      .where(eq(classTimings.classId, klass.classId))
      .orderBy(classTimings.fromDate);
    expect(timings.map((x) => [x.fromDate, x.toDate, x.startTime.slice(0, 5), x.deletedAt === null])).toEqual(
      [
        [addDays(today, 1), addDays(ramadan.from, -1), '07:00', true],
        [ramadan.from, ramadan.to, '21:30', true],
        [addDays(ramadan.to, 1), klass.lastDay, '07:00', true],
      ],
    );
    const ramadanSessions = (await sessionsOfClass(t, klass.classId)).filter(
      (s) => s.localDate >= ramadan.from && s.localDate <= ramadan.to,
    );
    expect(ramadanSessions.length).toBe(inRamadan.length);
    expect(ramadanSessions.every((s) => s.fromMinute === 21 * 60 + 30)).toBe(true);

    // Told by bell, in the customer's language when read.
    const told = (await notificationsOf(t, customer.userId)).filter((n) => n.notificationTypeId === 42);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatchObject({
      fromTime: '21:30',
      toTime: '22:30',
      classDate: target.localDate,
    });
    // And by mail, whose calendar file moves the booked event (the booking's UID, the new time).
    const mails = await t.database.db
      .select({ subject: mailQueue.subject, text: mailQueue.textBody, attachments: mailQueue.attachments })
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, customer.userId), eq(mailQueue.kind, 'CLASS_MOVED')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^New time: /);
    expect(mails[0]!.text).toContain(
      'It moved for Ramadan: if the new time does not suit you, cancel before it starts for a full refund.',
    );
    expect(mails[0]!.attachments[0]!.content).toContain(`UID:booking-${customer.bookingId}@`);

    // The class page says so; cancelling refunds in full (even inside the late-cancel window).
    const detail = await t.call<SessionDetailDto>({
      method: 'GET',
      url: `/api/v1/sessions/${target.id}`,
      token: customer.token,
    });
    expect(detail.body.data.myBookings[0]).toMatchObject({ bookingId: customer.bookingId, freeCancel: true });
    const startsSoon = new Date(Date.now() + 2 * 3_600_000);
    await t.database.db
      .update(classSessions)
      .set({ startsAt: startsSoon, endsAt: new Date(startsSoon.getTime() + 3_600_000) })
      .where(eq(classSessions.id, target.id));
    const canceled = await t.call<{ refunded: boolean; creditsRefunded: number }>({
      method: 'DELETE',
      url: `/api/v1/bookings/${customer.bookingId}`,
      token: customer.token,
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ refunded: true, creditsRefunded: booking!.creditsSpent });
    const [pkg] = await t.database.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.id, customer.userPackageId!));
    expect(pkg!.creditsBalance).toBe(10);
    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.bookingId, customer.bookingId), eq(creditLedger.reason, 'REFUND')));
    expect(refunds).toHaveLength(1);

    // Applying again is refused clearly, and changes nothing.
    const again = await t.call<unknown>({
      method: 'POST',
      url: planUrl(branchId, 'apply'),
      token: gym.token,
      payload: body,
    });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('ALREADY_PLANNED');
    expect(
      await t.database.db.select().from(classTimings).where(eq(classTimings.classId, klass.classId)),
    ).toHaveLength(3);
  });

  it('copies a timing into Ramadan beside the original, moving nothing', async () => {
    const { gym, branchId } = await gymWithBranch();
    const klass = await classThroughRamadan(gym, branchId);
    await setHours(gym, branchId);
    const before = (await sessionsOfClass(t, klass.classId)).length;
    const body = { mode: 'COPY', items: [{ timingId: klass.timingId, startTime: '14:30' }] };
    const preview = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'preview'),
      token: gym.token,
      payload: body,
    });
    const item = preview.body.data.items[0]!;
    expect(item).toMatchObject({ refusal: null, sessionsMoved: 0, customers: 0, newEnd: '15:30' });
    const applied = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'apply'),
      token: gym.token,
      payload: body,
    });
    expect(applied.status).toBe(200);
    const after = await sessionsOfClass(t, klass.classId);
    expect(after.length).toBe(before + item.sessions);
    expect(
      after
        .filter((s) => s.fromMinute === 14 * 60 + 30)
        .every((s) => s.localDate >= ramadan.from && s.localDate <= ramadan.to),
    ).toBe(true);
    const timings = await t.database.db
      .select()
      .from(classTimings)
      .where(eq(classTimings.classId, klass.classId));
    expect(timings).toHaveLength(2);
  });

  it('refuses a time that crosses a prayer at a branch closed for prayers, and another gym', async () => {
    const { gym, branchId } = await gymWithBranch({ closedForPrayers: true });
    const klass = await classThroughRamadan(gym, branchId);
    await t.call({
      method: 'PUT',
      url: hoursUrl(branchId),
      token: gym.token,
      payload: { windows: [{ from: '14:00', to: '23:00' }] },
    });
    // Maghrib in Kuwait in February and March is between 5 and 6 pm: a class 16:30 to 18:30 crosses it.
    const crossing = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(branchId, 'preview'),
      token: gym.token,
      payload: { mode: 'MOVE', items: [{ timingId: klass.timingId, startTime: '17:00' }] },
    });
    expect(crossing.body.data.items[0]!.refusal?.code).toBe('CROSSES_PRAYER');
    expect(crossing.body.data.items[0]!.refusal?.message).toContain('Maghrib');
    const refused = await t.call({
      method: 'POST',
      url: planUrl(branchId, 'apply'),
      token: gym.token,
      payload: { mode: 'MOVE', items: [{ timingId: klass.timingId, startTime: '17:00' }] },
    });
    expect(refused.status).toBe(422);

    const other = await gymWithBranch();
    const foreign = await t.call({
      method: 'POST',
      url: planUrl(branchId, 'preview'),
      token: other.gym.token,
      payload: { mode: 'MOVE', items: [{ timingId: klass.timingId, startTime: '21:00' }] },
    });
    expect(foreign.status).toBe(403);
    // Another gym's timing named at one's own branch is not of that branch.
    await setHours(other.gym, other.branchId);
    const notHere = await t.call<RamadanPlanDto>({
      method: 'POST',
      url: planUrl(other.branchId, 'preview'),
      token: other.gym.token,
      payload: { mode: 'MOVE', items: [{ timingId: klass.timingId, startTime: '21:00' }] },
    });
    expect(notHere.body.data.items[0]!.refusal?.code).toBe('NOT_AT_BRANCH');
  });
});

describe('the class list in Ramadan', () => {
  it('keeps "after iftar" to sessions from Maghrib on, on Ramadan days', async () => {
    const { gym, branchId } = await gymWithBranch();
    const klass = await classThroughRamadan(gym, branchId);
    await setHours(gym, branchId);
    const copy = await t.call({
      method: 'POST',
      url: planUrl(branchId, 'apply'),
      token: gym.token,
      payload: { mode: 'COPY', items: [{ timingId: klass.timingId, startTime: '21:00' }] },
    });
    expect(copy.status).toBe(200);
    const week = {
      fromDate: ramadan.from,
      toDate: addDays(ramadan.from, 6),
      gymIds: [gym.userId],
      size: 100,
    };
    const list = async (payload: Record<string, unknown>) =>
      (
        await t.call<{ items: { classId: number; classDate: string; fromTime: string }[] }>({
          method: 'POST',
          url: '/api/v1/classes/list',
          payload,
          headers: { 'x-store-id': '1' },
        })
      ).body.data.items.filter((item) => item.classId === klass.classId);
    const all = await list(week);
    expect(new Set(all.map((item) => item.fromTime))).toEqual(new Set(['07:00', '21:00']));
    const evening = await list({ ...week, afterIftar: true });
    expect(evening.length).toBeGreaterThan(0);
    expect(evening.every((item) => item.fromTime === '21:00')).toBe(true);
    expect(evening.length).toBe(all.filter((item) => item.fromTime === '21:00').length);
    // Before Ramadan there is no iftar to be after.
    const before = await list({
      fromDate: addDays(ramadan.from, -7),
      toDate: addDays(ramadan.from, -1),
      gymIds: [gym.userId],
      afterIftar: true,
    });
    expect(before).toEqual([]);
  });
});
