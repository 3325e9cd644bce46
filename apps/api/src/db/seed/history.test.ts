import { addDays, type CustomerDetailDto, type CustomerPageDto, zonedParts } from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../raw-rows';
import { DEMO_PASSWORD } from './people';

const DAY_MS = 86_400_000;

/**
 * The demo gym's three months of history obey the product's rules, so the gym's
 * figures agree with each other: its customers joined about three months ago, hold live packages,
 * and every past visit was a booking the join rules allow, paid with credits of a package live then.
 */
describe("the demo gym's history", () => {
  let t: TestApp;
  let gym: string;
  let customers: CustomerPageDto['items'];
  const now = Date.now();

  const call = async <T>(url: string) => {
    const { status, body } = await t.call<T>({ method: 'GET', url: `/api/v1${url}`, token: gym });
    expect(status, url).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    gym = await loginToken(t, 'gym@kinetic.test', DEMO_PASSWORD);
    customers = (await call<CustomerPageDto>('/manage/customers?search=history&size=50')).items;
  });
  afterAll(() => t.close());

  it('shows customers since about three months ago, paying, with live packages and recent visits', async () => {
    expect(customers.map((c) => c.email).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `history${n}@kinetic.test`),
    );
    for (const row of customers) {
      const detail = await call<CustomerDetailDto>(`/manage/customers/${row.userId}`);
      const since = now - Date.parse(detail.createdAt);
      expect(since, row.email).toBeGreaterThan(80 * DAY_MS);
      expect(since, row.email).toBeLessThan(100 * DAY_MS);
      // They signed up before they first paid.
      const firstPaid = Math.min(...detail.transactions.map((tx) => Date.parse(tx.paidAt!)));
      expect(Date.parse(detail.createdAt)).toBeLessThan(firstPaid);
      expect(row.totalPaid).toBeGreaterThan(0);
      // Every package they hold came from a paid order, with its ledger.
      expect(detail.packages.length).toBeGreaterThan(0);
      for (const pkg of detail.packages) {
        expect(pkg.amount, pkg.name).not.toBeNull();
        expect(pkg.ledger.length).toBeGreaterThan(0);
      }
    }
    expect(customers.filter((c) => c.activePackages > 0).length).toBeGreaterThan(0);
    const lastVisit = Math.max(...customers.map((c) => (c.lastVisit ? Date.parse(c.lastVisit) : 0)));
    expect(now - lastVisit).toBeLessThan(4 * DAY_MS);

    const today = zonedParts(new Date(now), 'Asia/Kuwait').date;
    const totals = await call<{ activeCustomers: number; bookings: number; revenue: number }>(
      `/manage/customers/totals?fromDate=${addDays(today, -30)}&toDate=${today}`,
    );
    expect(totals.activeCustomers).toBeGreaterThan(0);
    expect(totals.bookings).toBeGreaterThan(0);
    expect(totals.revenue).toBeGreaterThan(0);
  });

  it('booked nobody into a class the join rules keep them from', async () => {
    const refused = await rowsOf<{ id: number; title: string; email: string }>(
      t.database.db,
      sql`select b.id, c.title, u.email from booking b
        join class_session s on s.id = b.session_id join fitness_class c on c.id = s.class_id
        join app_user u on u.id = b.user_id left join user_kid k on k.id = b.kid_id
        where u.email like 'history%@kinetic.test' and (
          (c.age_category = 'ADULTS' and b.kid_id is not null)
          or (c.age_category = 'CHILD' and b.kid_id is null)
          or (c.gender_rule <> 'MIXED' and c.gender_rule <> coalesce(k.gender, u.gender))
          or b.created_at >= s.starts_at)`,
    );
    expect(refused).toEqual([]);
  });

  it('paid every visit with credits of a package live then, each with its ledger row', async () => {
    const visits = await rowsOf<{
      credit: number;
      credits_spent: number;
      paid_by_live: boolean;
      ledger: number | null;
      ledger_at_booking: boolean | null;
      starts_at: string | Date;
    }>(
      t.database.db,
      sql`select c.credit, b.credits_spent, s.starts_at,
          (up.id is not null and up.starts_at <= b.created_at and up.expires_at > s.starts_at) as paid_by_live,
          l.delta_credits as ledger, l.created_at = b.created_at as ledger_at_booking
        from booking b join class_session s on s.id = b.session_id join fitness_class c on c.id = s.class_id
        join app_user u on u.id = b.user_id
        left join user_package up on up.id = b.user_package_id
        left join credit_ledger l on l.booking_id = b.id and l.reason = 'BOOKING'
        where u.email like 'history%@kinetic.test' and b.status = 'BOOKED'`,
    );
    expect(visits.length).toBeGreaterThan(100);
    const paid = visits.filter((v) => v.credit > 0);
    expect(paid.length).toBeGreaterThan(100);
    for (const visit of paid) {
      expect(visit).toMatchObject({
        credits_spent: visit.credit,
        paid_by_live: true,
        ledger: -visit.credit,
        ledger_at_booking: true,
      });
    }
    // Free classes (the run club) take no package.
    for (const visit of visits.filter((v) => v.credit === 0)) expect(visit.credits_spent).toBe(0);
    // Up to yesterday, not weeks before the last purchases.
    const last = Math.max(...visits.map((v) => new Date(v.starts_at).getTime()));
    expect(last).toBeLessThan(now);
    expect(now - last).toBeLessThan(4 * DAY_MS);

    // Each package's balance is what its ledger adds up to.
    const drift = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select up.id from user_package up join app_user u on u.id = up.user_id
        where u.email like 'history%@kinetic.test'
        and up.credits_balance <> (select sum(l.delta_credits) from credit_ledger l where l.user_package_id = up.id)`,
    );
    expect(drift).toEqual([]);
  });
});
