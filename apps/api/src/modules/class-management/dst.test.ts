import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { classBody, newGym, sessionsOfClass } from '../../test/class-management';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSessionsService } from '../sessions';

/**
 * Recurrences are computed on the store's wall clock (DESIGN 5). The Gulf stores have no daylight
 * saving, so this file moves store 1 to London and the clock to just before the March 2027 change.
 */
const NOW = new Date('2027-03-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  await t.database.db.update(stores).set({ timeZone: 'Europe/London' }).where(eq(stores.id, 1));
});
afterAll(async () => {
  await t.close();
});

describe('a weekly class across a daylight-saving change', () => {
  it('keeps 07:00 local on both sides of the London spring-forward, moving the UTC instant', async () => {
    const gym = await newGym(t);
    // Tokens expire by the app's clock, so this one is issued at NOW too.
    const sessionsService = createSessionsService(t.database.db, {
      ttlDays: 1,
      now: () => NOW,
    });
    gym.token = (await sessionsService.issue(gym.userId)).token;
    const body = await classBody(t, {
      timings: [
        {
          classDays: [0],
          fromTime: '07:00',
          durationMinutes: 60,
          fromDate: '2027-03-21',
          toDate: '2027-04-04',
          totalSeat: 8,
        },
      ],
    });
    const res = await t.call<{ classId: number; sessionsCreated: number }>({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: gym.token,
      payload: body,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.sessionsCreated).toBe(3);
    const sessions = await sessionsOfClass(t, res.body.data.classId);
    expect(
      sessions.map((s) => [s.localDate, s.startsAt.toISOString(), s.endsAt.toISOString(), s.fromMinute]),
    ).toEqual([
      ['2027-03-21', '2027-03-21T07:00:00.000Z', '2027-03-21T08:00:00.000Z', 420],
      ['2027-03-28', '2027-03-28T06:00:00.000Z', '2027-03-28T07:00:00.000Z', 420],
      ['2027-04-04', '2027-04-04T06:00:00.000Z', '2027-04-04T07:00:00.000Z', 420],
    ]);

    // The overlap check compares instants: 06:30 UTC on 28 March is 07:30 BST, inside the class.
    const clash = await t.call<{ conflict: { classDate: string; fromTime: string } }>({
      method: 'PATCH',
      url: `/api/v1/manage/classes/${res.body.data.classId}/sessions`,
      token: gym.token,
      payload: { classDate: '2027-03-28', fromTime: '07:30', durationMinutes: 30, totalSeat: 4 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.data.conflict).toMatchObject({ classDate: '2027-03-28', fromTime: '07:00' });
  });
});
