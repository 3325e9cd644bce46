import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows';
import { createCustomer, makeSession } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSessionsRepository } from '../sessions';
import { joinFactsOf } from './join.repository';

/**
 * ADR 28: the reads that answer gathered requests take their values as arrays, through
 * kinetic_elements. Each gathered read answers every request asked, in the order asked, and on
 * PostgreSQL its plan is made once and kept (with unnest it was planned anew on every run).
 */
describe('the gathered reads of a join', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer each join asked, in the order asked, a missing session with nothing', async () => {
    const first = await createCustomer(t, { credits: 5 });
    const second = await createCustomer(t, { credits: 5 });
    const morning = await makeSession(t, 'Power Spin 45', { startsInHours: 26 });
    const evening = await makeSession(t, 'Power Spin 45', { startsInHours: 34 });
    const now = new Date();
    const asked = [
      { sessionId: evening, userId: first.userId, userKidId: null, now, forBooking: false },
      { sessionId: 2_000_000_000, userId: first.userId, userKidId: null, now, forBooking: false },
      { sessionId: morning, userId: second.userId, userKidId: null, now, forBooking: true },
    ];
    const facts = await joinFactsOf(t.database.db, asked);
    expect(facts.map((f) => f?.session.id)).toEqual([evening, undefined, morning]);
    expect(facts.map((f) => f?.customer?.id)).toEqual([first.userId, undefined, second.userId]);
    expect(facts[0]!.booking).toBeNull();
    expect(facts[2]!.booking?.id).toBeGreaterThan(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'are planned once on their connection and the plan is kept (PostgreSQL)',
    async () => {
      const c = await createCustomer(t, { credits: 5 });
      const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30 });
      const unknownToken = 'f'.repeat(64);
      await t.database.db.transaction(async (tx) => {
        const tokens = createSessionsRepository(tx);
        for (let run = 0; run < 8; run++) {
          const facts = await joinFactsOf(tx, [
            { sessionId, userId: c.userId, userKidId: null, now: new Date(), forBooking: false },
          ]);
          expect(facts[0]?.session.id).toBe(sessionId);
          expect(await tokens.findLive([unknownToken], new Date())).toEqual([]);
        }
        const prepared = await rowsOf<{ statement: string; generic_plans: string }>(
          tx,
          sql`select statement, generic_plans from pg_prepared_statements
            where statement like '%"newBookingId"%' or statement like '%from "auth_token" inner join "app_user"%'`,
        );
        expect(prepared).toHaveLength(2);
        // PostgreSQL tries five custom plans before it compares them with the generic one.
        for (const statement of prepared) expect(Number(statement.generic_plans)).toBeGreaterThan(0);
      });
    },
  );
});
