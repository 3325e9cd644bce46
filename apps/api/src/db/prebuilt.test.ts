import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { prebuilt } from './prebuilt';
import { fieldsRow } from './raw-rows';
import { users } from './schema';

describe('a prebuilt statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fields = { id: users.id, email: users.email, createdAt: users.createdAt };
  // One value used twice, a date mapped by its column, a computed field under its alias.
  const byId = prebuilt<'id' | 'after'>((db, p) =>
    db
      .select({ ...fields, twice: sql`${p.id}::int * 2`.as('twice') })
      .from(users)
      .where(and(eq(users.id, p.id), gt(users.createdAt, p.after))),
  );

  it('answers each run with the values of that run', async () => {
    const everyone = await t.database.db.select(fields).from(users).limit(3);
    expect(everyone.length).toBe(3);
    for (const user of everyone) {
      const rows = await byId(t.database.db, { id: user.id, after: new Date(0) });
      expect(rows.map((row) => ({ ...fieldsRow(fields, row), twice: row.twice }))).toEqual([
        { ...user, twice: user.id * 2 },
      ]);
    }
    const later = new Date(everyone[0]!.createdAt.getTime() + 1);
    expect(await byId(t.database.db, { id: everyone[0]!.id, after: later })).toEqual([]);
  });

  it('runs inside a transaction, on its connection', async () => {
    const [user] = await t.database.db.select(fields).from(users).limit(1);
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ email: 'renamed-in-tx@example.com' }).where(eq(users.id, user!.id));
        const [row] = await byId(tx, { id: user!.id, after: new Date(0) });
        expect(row?.email).toBe('renamed-in-tx@example.com');
        tx.rollback();
      })
      .catch((error: Error) => expect(error.message).toMatch(/rollback/i));
  });

  // Prepared once per connection; later runs on that connection send only their values.
  const preparedById = prebuilt<'id' | 'after'>(
    (db, p) =>
      db
        .select({ ...fields, twice: sql`${p.id}::int * 2`.as('twice') })
        .from(users)
        .where(and(eq(users.id, p.id), gt(users.createdAt, p.after))),
    { prepared: true },
  );

  it('prepared, answers each run with its own values, on one connection in a transaction and on the pool', async () => {
    const everyone = await t.database.db.select(fields).from(users).limit(3);
    await t.database.db.transaction(async (tx) => {
      for (const user of everyone) {
        const rows = await preparedById(tx, { id: user.id, after: new Date(0) });
        expect(rows.map((row) => ({ ...fieldsRow(fields, row), twice: row.twice }))).toEqual([
          { ...user, twice: user.id * 2 },
        ]);
      }
    });
    for (const user of everyone) {
      const [row] = await preparedById(t.database.db, { id: user.id, after: new Date(0) });
      expect(row?.email).toBe(user.email);
    }
  });
});
