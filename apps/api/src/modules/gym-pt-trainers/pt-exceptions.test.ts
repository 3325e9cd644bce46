import {
  addDays,
  MSG,
  minutesToTime,
  type PtDaySlotsDto,
  type PtExceptionAddedDto,
  type PtExceptionDto,
  type PtTrainerDetailDto,
  zonedParts,
} from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCustomer, createClass, newGym, newTrainer, sessionsOfClass } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { newPtTrainer } from '../../test/personal-training';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Kuwait has no daylight saving: 10:00 there is 07:00 UTC all year. */
const kuwaitInstant = (date: string, hour: number) =>
  `${date}T${String(hour - 3).padStart(2, '0')}:00:00.000Z`;

describe('PT trainer days and times off', () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let otherTrainer: Awaited<ReturnType<typeof newTrainer>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let ptTrainerId: number;
  // Days ahead of the store's today: clear of the lead time and inside the booking horizon.
  let today: string;
  let dayOff: string;
  let windowDay: string;

  beforeAll(async () => {
    t = await createTestApp();
    [gymA, gymB, trainer, otherTrainer, customer] = await Promise.all([
      newGym(t),
      newGym(t),
      newTrainer(t),
      newTrainer(t),
      createCustomer(t),
    ]);
    ptTrainerId = await newPtTrainer(t, gymA, trainer, {
      studio: 'Oasis Fitness',
      trainerFirstName: 'Hind',
      trainerLastName: 'Saleh',
      price: 10_000,
    });
    today = zonedParts(new Date(), 'Asia/Kuwait').date;
    dayOff = addDays(today, 5);
    windowDay = addDays(today, 6);
  });
  afterAll(() => t.close());

  function call<T>(token: string | undefined, method: string, url: string, payload?: object) {
    return t.call<T>({
      method: method as 'GET',
      url: `/api/v1${url}`,
      token,
      ...(payload ? { payload } : {}),
    });
  }
  const path = () => `/manage/pt-trainers/${ptTrainerId}/exceptions`;
  const slotsOf = async (date: string) =>
    (
      await call<PtDaySlotsDto>(
        undefined,
        'GET',
        `/personal-training/trainers/${ptTrainerId}/slots?date=${date}`,
      )
    ).body.data.slots;
  const datesOf = async () =>
    (await call<PtTrainerDetailDto>(undefined, 'GET', `/personal-training/trainers/${ptTrainerId}`)).body.data
      .dates;
  const take = (startsAt: string) =>
    call(customer.token, 'POST', `/personal-training/trainers/${ptTrainerId}/slots`, { startsAt });

  it('adds a whole day off and a time off, and lists them in date order', async () => {
    expect((await slotsOf(dayOff)).length).toBe(23);
    const window = await call<PtExceptionDto>(gymA.token, 'POST', path(), {
      date: windowDay,
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(window.status, JSON.stringify(window.body)).toBe(201);
    const whole = await call<PtExceptionDto>(gymA.token, 'POST', path(), {
      date: dayOff,
      startTime: null,
      endTime: null,
      note: '  Course in Dubai ',
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.data).toEqual({
      id: expect.any(Number),
      ptTrainerId,
      date: dayOff,
      startTime: null,
      endTime: null,
      note: 'Course in Dubai',
      bookedSessions: 0,
    });
    const list = await call<PtExceptionDto[]>(gymA.token, 'GET', path());
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => [row.date, row.startTime, row.endTime])).toEqual([
      [dayOff, null, null],
      [windowDay, '10:00', '12:00'],
    ]);
  });

  it('tells the author how many booked sessions of the trainer a new exception covers (it cancels none)', async () => {
    const { classId } = await createClass(t, gymA.token, { trainerId: trainer.userId });
    const [session] = await sessionsOfClass(t, classId);
    await bookCustomer(t, session!.id);
    const covering = await call<PtExceptionAddedDto>(gymA.token, 'POST', path(), {
      date: session!.localDate,
      startTime: minutesToTime(session!.fromMinute),
      endTime: minutesToTime(Math.min(session!.fromMinute + 30, 23 * 60 + 59)),
    });
    expect(covering.status, JSON.stringify(covering.body)).toBe(201);
    expect(covering.body.data.bookedSessions).toBe(1);
    // Elsewhere on the same day: nothing booked inside.
    const clear =
      session!.fromMinute >= 60
        ? { startTime: '00:00', endTime: minutesToTime(session!.fromMinute - 30) }
        : { startTime: minutesToTime(session!.toMinute + 30), endTime: '23:59' };
    const apart = await call<PtExceptionAddedDto>(gymA.token, 'POST', path(), {
      date: session!.localDate,
      ...clear,
    });
    expect(apart.status, JSON.stringify(apart.body)).toBe(201);
    expect(apart.body.data.bookedSessions).toBe(0);
    // The booking stands.
    const [still] = await sessionsOfClass(t, classId);
    expect(still).toMatchObject({ id: session!.id, booked: 1 });
    for (const added of [covering, apart])
      await call(gymA.token, 'DELETE', `${path()}/${added.body.data.id}`);
  });

  it('offers no slot on the day off: not in the dates, not on the day, not when posted', async () => {
    expect(await slotsOf(dayOff)).toEqual([]);
    const dates = await datesOf();
    expect(dates).not.toContain(dayOff);
    expect(dates).toContain(windowDay);
    const refused = await take(kuwaitInstant(dayOff, 10));
    expect(refused.status).toBe(409);
  });

  it('leaves out only the slots overlapping a time off', async () => {
    const times = (await slotsOf(windowDay)).map((slot) => slot.time);
    expect(times).toContain('09:00');
    expect(times).toContain('12:00');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('11:00');
    expect(times).toHaveLength(21);
    expect((await take(kuwaitInstant(windowDay, 11))).status).toBe(409);
    expect((await take(kuwaitInstant(windowDay, 12))).status).toBe(200);
  });

  it('refuses an exception overlapping one of that date, but not one touching it', async () => {
    const cases = [
      { date: dayOff, startTime: '08:00', endTime: '09:00' },
      { date: windowDay },
      { date: windowDay, startTime: '11:30', endTime: '13:00' },
    ];
    for (const body of cases) {
      const { status, body: answer } = await call(gymA.token, 'POST', path(), body);
      expect(status, JSON.stringify(body)).toBe(409);
      expect(answer.errorMessage).toBe('This overlaps a day off or time off already set for that date.');
    }
    const touching = await call<PtExceptionDto>(gymA.token, 'POST', path(), {
      date: windowDay,
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(touching.status).toBe(201);
    expect((await call(gymA.token, 'DELETE', `${path()}/${touching.body.data.id}`)).status).toBe(200);
  });

  it.each([
    [{ date: 'yesterday' }, 'date', MSG.invalidDate],
    [{ startTime: '10:00', endTime: '11:00' }, 'date', MSG.required],
    [{ date: '2026-02-30' }, 'date', MSG.invalidDate],
    [{ date: 'PAST' }, 'date', MSG.dateNotPast],
    [{ date: 'FAR' }, 'date', MSG.dateTooFar],
    [{ date: 'SOON', startTime: '10:00' }, 'endTime', MSG.bothTimesOrNone],
    [{ date: 'SOON', startTime: '10:00', endTime: '09:00' }, 'endTime', MSG.endAfterStart],
    [{ date: 'SOON', startTime: '9 AM', endTime: '10:00' }, 'startTime', expect.any(String)],
    [{ date: 'SOON', note: 'x'.repeat(201) }, 'note', MSG.maxLength(200)],
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const dates: Record<string, string> = {
      PAST: addDays(today, -1),
      FAR: addDays(today, 400),
      SOON: addDays(today, 9),
    };
    const payload = 'date' in body ? { ...body, date: dates[body.date] ?? body.date } : body;
    const { status, body: answer } = await call(gymA.token, 'POST', path(), payload);
    expect(status).toBe(400);
    expect(answer.data).toMatchObject({ fields: { [field]: message } });
  });

  it("keeps another gym's trainer at 404, trainers on the gym routes and customers at 403, guests at 401", async () => {
    const [first] = (await call<PtExceptionDto[]>(gymA.token, 'GET', path())).body.data;
    const body = { date: addDays(today, 10) };
    expect((await call(gymB.token, 'GET', path())).status).toBe(404);
    expect((await call(gymB.token, 'POST', path(), body)).status).toBe(404);
    expect((await call(gymB.token, 'DELETE', `${path()}/${first!.id}`)).status).toBe(404);
    expect((await call(gymB.token, 'GET', `${path()}?gymId=${gymA.userId}`)).status).toBe(404);
    expect((await call(gymA.token, 'DELETE', `${path()}/999999`)).status).toBe(404);
    expect((await call(gymA.token, 'GET', '/manage/pt-trainers/999999/exceptions')).status).toBe(404);
    for (const token of [customer.token, trainer.token]) {
      expect((await call(token, 'GET', path())).status).toBe(403);
      expect((await call(token, 'POST', path(), body)).status).toBe(403);
    }
    expect((await call(undefined, 'GET', path())).status).toBe(401);
    // On the trainer's own routes, another trainer and a gym are refused too.
    const own = `/manage/pt-availability/${ptTrainerId}/exceptions`;
    expect((await call(otherTrainer.token, 'GET', own)).status).toBe(404);
    expect((await call(otherTrainer.token, 'POST', own, body)).status).toBe(404);
    expect((await call(gymA.token, 'GET', own)).status).toBe(403);
    // Nothing was added by the refused calls.
    expect((await call<PtExceptionDto[]>(gymA.token, 'GET', path())).body.data).toHaveLength(2);
  });

  it('lets the trainer manage their own days off, which the gym sees', async () => {
    const setups = await call<{ id: number; gymName: string }[]>(
      trainer.token,
      'GET',
      '/manage/pt-availability',
    );
    expect(setups.status).toBe(200);
    expect(setups.body.data).toEqual([
      expect.objectContaining({ id: ptTrainerId, gymName: 'Oasis Fitness' }),
    ]);
    expect((await call<unknown[]>(otherTrainer.token, 'GET', '/manage/pt-availability')).body.data).toEqual(
      [],
    );
    const own = `/manage/pt-availability/${ptTrainerId}/exceptions`;
    const added = await call<PtExceptionDto>(trainer.token, 'POST', own, {
      date: addDays(today, 8),
      startTime: '18:00',
      endTime: '20:00',
      note: 'Family dinner',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const seen = await call<PtExceptionDto[]>(gymA.token, 'GET', path());
    expect(seen.body.data.map((row) => row.note)).toContain('Family dinner');
    expect((await call<PtExceptionDto[]>(trainer.token, 'GET', own)).body.data).toHaveLength(3);
    expect((await call(trainer.token, 'DELETE', `${own}/${added.body.data.id}`)).status).toBe(200);
  });

  it('deletes a day off: the weekly hours apply again', async () => {
    const [whole] = (await call<PtExceptionDto[]>(gymA.token, 'GET', path())).body.data;
    expect(whole).toMatchObject({ date: dayOff, startTime: null });
    expect((await call(gymA.token, 'DELETE', `${path()}/${whole!.id}`)).status).toBe(200);
    expect((await call(gymA.token, 'DELETE', `${path()}/${whole!.id}`)).status).toBe(404);
    expect(await slotsOf(dayOff)).toHaveLength(23);
    expect(await datesOf()).toContain(dayOff);
    expect((await call<PtExceptionDto[]>(gymA.token, 'GET', path())).body.data).toHaveLength(1);
  });
});
