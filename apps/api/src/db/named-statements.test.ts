import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createStatementNames } from './named-statements';
import { rowsOf } from './raw-rows';
import { users } from './schema';

describe('the names of repeated statements', () => {
  it('names a text the second time it is seen, and always by the same name', () => {
    const names = createStatementNames();
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toMatch(/^k\d+$/);
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $2')).toBeUndefined();
    expect(names.nameFor('select $2')).not.toBe(name);
  });

  it('names no more texts than its cap: the rest go unnamed', () => {
    const names = createStatementNames({ cap: 2, seenBeforeNaming: 1 });
    expect([names.nameFor('a'), names.nameFor('b'), names.nameFor('c')]).toEqual(['k1', 'k2', undefined]);
    expect(names.nameFor('a')).toBe('k1');
    expect(names.size).toBe(2);
  });
});

/** PostgreSQL keeps a connection's prepared statements; PGlite takes every statement unnamed. */
describe.runIf(process.env.TEST_DB === 'postgres')('named statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const emailOf = (db: TestApp['database']['db'], id: number) =>
    db.select({ email: users.email }).from(users).where(eq(users.id, id));

  it('prepares a repeated statement once on its connection and answers each run with its own values', async () => {
    const everyone = await t.database.db.select({ id: users.id, email: users.email }).from(users).limit(8);
    expect(everyone.length).toBeGreaterThan(6);
    await t.database.db.transaction(async (tx) => {
      // Past the fifth run PostgreSQL may switch to a generic plan: the answers must not change.
      for (const user of everyone) expect(await emailOf(tx, user.id)).toEqual([{ email: user.email }]);
      const prepared = await rowsOf<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements`,
      );
      const texts = prepared.map((row) => row.statement);
      expect(
        texts.filter((text) => text.includes('from "app_user" where "app_user"."id" = $1')),
      ).toHaveLength(1);
    });
  });

  it('still runs several statements of one text without values (as migrations send them)', async () => {
    const result = await t.database.db.execute(sql.raw('select 1 as one; select 2 as two'));
    expect(result).toBeDefined();
  });

  it('a statement PostgreSQL refuses is refused each time, and does not spoil the connection', async () => {
    const broken = () => t.database.db.execute(sql`select no_such_column from ${users} where id = ${1}`);
    for (let i = 0; i < 3; i++) await expect(broken()).rejects.toThrow(/no_such_column/);
    const [first] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    expect(await emailOf(t.database.db, first!.id)).toHaveLength(1);
  });
});
