import {
  addDays,
  type ClassItemDto,
  formatMoney,
  type PackageDto,
  type Page,
  zonedParts,
} from '@kinetic/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses, users } from '../../db/schema';
import { seed } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Bahrain store (BHD, 3 decimals, Asia/Bahrain) has its own gyms and timetable. */
describe('the Bahrain store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (storeId: number, body: Record<string, unknown>) =>
    (
      await t.call<Page<ClassItemDto>>({
        method: 'POST',
        url: '/api/v1/classes/list',
        headers: { 'x-store-id': String(storeId) },
        payload: { size: 100, ...body },
      })
    ).body.data;

  it('lists upcoming sessions on every day of the coming week, priced in BHD with 3 decimals', async () => {
    const today = zonedParts(new Date(), 'Asia/Bahrain').date;
    for (let offset = 1; offset <= 7; offset += 1) {
      const day = await list(2, { date: addDays(today, offset) });
      expect(day.total, `classes on ${addDays(today, offset)}`).toBeGreaterThan(2);
      for (const item of day.items) {
        expect(item).toMatchObject({ currencyCode: 'BHD', timeZone: 'Asia/Bahrain' });
        expect(item.gymBranchDetail?.localityName).toMatch(/Seef|Juffair|Adliya|East Riffa/);
      }
    }
    const pt = (await list(2, { priceModels: ['PT'] })).items[0]!;
    expect(pt.title).toBe('1:1 Personal Training in Seef');
    expect(formatMoney(pt.price, pt.currencyCode)).toBe('12.750 BHD');

    // Kuwait's list stays Kuwait's.
    const kuwait = await list(1, {});
    expect(kuwait.items.every((item) => item.currencyCode === 'KWD')).toBe(true);
  });

  it("sells Bahrain's packages in BHD", async () => {
    const { body } = await t.call<PackageDto[]>({
      method: 'GET',
      url: '/api/v1/packages',
      headers: { 'x-store-id': '2' },
    });
    const names = body.data.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Bahrain 10 Credits', 'Bahrain Drop-in']));
    expect(body.data.every((p) => p.currencyCode === 'BHD')).toBe(true);
    const dropIn = body.data.find((p) => p.name === 'Bahrain Drop-in')!;
    expect(formatMoney(dropIn.cost, dropIn.currencyCode)).toBe('5.500 BHD');
  });

  it("gives Bahrain's gyms and trainers the Bahrain store, and seeding again changes nothing", async () => {
    const db = t.database.db;
    const [dilmun] = await db.select().from(users).where(eq(users.email, 'dilmun@kinetic.test'));
    expect(dilmun).toMatchObject({ storeId: 2, category: 3 });
    const perStore = async () =>
      db
        .select({ storeId: fitnessClasses.storeId, n: count() })
        .from(fitnessClasses)
        .groupBy(fitnessClasses.storeId);
    const before = await perStore();
    await seed(db, { publicUrl: t.config.PUBLIC_URL });
    expect(await perStore()).toEqual(before);
    expect(before.find((row) => row.storeId === 2)?.n).toBeGreaterThan(5);
  });
});
