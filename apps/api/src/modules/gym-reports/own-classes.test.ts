import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses } from '../../db/schema';
import { bookCustomer, createClass, newGym, newTrainer, sessionsOfClass } from '../../test/class-management';
import { createTestApp, type TestApp } from '../../test/test-app';

type Report = { rows: Record<string, unknown>[] };

describe("a trainer's own classes in her report", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a freelancer the bookings, credits, sales and refunds of her own class, and as CSV', async () => {
    const trainer = await newTrainer(t);
    const created = await createClass(t, trainer.token);
    // As a priced class (PT, program) is sold: the sales column is price × live bookings.
    await t.database.db
      .update(fitnessClasses)
      .set({ price: 2_500 })
      .where(eq(fitnessClasses.id, created.classId));
    const [session] = await sessionsOfClass(t, created.classId);
    await bookCustomer(t, session!.id);
    const leaver = await bookCustomer(t, session!.id);
    const cancel = await t.call({
      method: 'DELETE',
      url: `/api/v1/bookings/${leaver.bookingId}`,
      token: leaver.token,
    });
    expect(cancel.status).toBe(200);

    const range = `fromDate=${session!.localDate}&toDate=${session!.localDate}`;
    const report = await t.call<Report>({
      method: 'GET',
      url: `/api/v1/manage/reports/trainer-classes?${range}`,
      token: trainer.token,
    });
    expect(report.status).toBe(200);
    expect(report.body.data.rows).toEqual([
      {
        classId: created.classId,
        title: created.title,
        currencyCode: 'KWD',
        currencyDecimals: 3,
        sessions: 0,
        bookings: 1,
        creditsUsed: 2,
        sales: 2_500,
        refunds: 1,
        refundedCredits: 2,
        refundedAmount: 2_500,
      },
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manage/reports/trainer-classes?${range}&format=csv`,
      headers: { authorization: `Bearer ${trainer.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Class,Sessions,Bookings,Credits used,Sales,Refunds,Credits refunded,Refunded,Currency',
      `${created.title},0,1,2,2.500,1,2,2.500,KWD`,
    ]);
  });

  it("never shows another trainer's classes, and is a trainer's alone", async () => {
    const owner = await newTrainer(t);
    const created = await createClass(t, owner.token);
    const [session] = await sessionsOfClass(t, created.classId);
    await bookCustomer(t, session!.id);
    const range = `fromDate=${session!.localDate}&toDate=${session!.localDate}`;
    const url = `/api/v1/manage/reports/trainer-classes?${range}`;
    const other = await newTrainer(t);
    expect((await t.call<Report>({ method: 'GET', url, token: other.token })).body.data.rows).toEqual([]);
    const gym = await newGym(t);
    expect((await t.call({ method: 'GET', url, token: gym.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
  });
});
