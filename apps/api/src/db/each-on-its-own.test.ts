import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { eachOnItsOwn, StatementError } from './each-on-its-own';
import { rowsOf } from './raw-rows';
import { refusalOf } from './retry';

/** Migration 0022: statements sent together, each all or nothing on its own (docs/adr/0026). */
describe('statements each on its own, in one round trip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`create table each_test (id int primary key, note text)`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`drop table if exists each_test`);
    await t.close();
  });

  const insert = (id: number, note: string | null) =>
    sql`insert into each_test (id, note) values (${id}, ${note}) returning id, note`;
  const notes = () =>
    rowsOf<{ id: number; note: string | null }>(
      t.database.db,
      sql`select id, note from each_test order by id`,
    );

  it('commits the statements that succeed and undoes only the writes of the one that fails', async () => {
    const answers = await eachOnItsOwn(t.database.db, [
      insert(1, 'first'),
      // Writes a row, then refuses: its own row must go.
      sql`with added as (insert into each_test (id, note) values (${2}, ${'refused'}) returning id)
        select id, kinetic_refuse(${'NO_SEAT'}) from added`,
      insert(1, 'repeated'),
      insert(3, null),
    ]);
    expect(answers[0]).toEqual([{ id: 1, note: 'first' }]);
    expect(answers[1]).toBeInstanceOf(StatementError);
    expect(refusalOf(answers[1])).toBe('NO_SEAT');
    expect((answers[2] as StatementError).code).toBe('23505');
    expect(answers[3]).toEqual([{ id: 3, note: null }]);
    expect(await notes()).toEqual([
      { id: 1, note: 'first' },
      { id: 3, note: null },
    ]);
  });

  it('keeps hostile text exactly as it was given', async () => {
    const hostile = [
      "it's",
      'back\\slash and \\\\ two',
      "'); drop table each_test; --",
      '$1 $2 $$ dollar',
      'Arabic مرحبا and 🙂 and \u2028',
      "E'\\x00'",
    ];
    const answers = await eachOnItsOwn(
      t.database.db,
      hostile.map((note, i) => insert(100 + i, note)),
    );
    expect(answers.map((rows) => (rows as { note: string }[])[0]!.note)).toEqual(hostile);
    const stored = await rowsOf<{ note: string }>(
      t.database.db,
      sql`select note from each_test where id >= 100 order by id`,
    );
    expect(stored.map((row) => row.note)).toEqual(hostile);
  });

  it('answers every row of a statement, and a statement with no values', async () => {
    const [many, none] = await eachOnItsOwn(t.database.db, [
      sql`select g as n from generate_series(1, ${3}) g`,
      sql`select count(*)::int as rows from each_test where id < 100`,
    ]);
    expect(many).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(none).toEqual([{ rows: 2 }]);
  });

  it('prepares a statement on a connection once and runs it again by name', async () => {
    const statement = () => sql`select ${'again'}::text as word`;
    for (let i = 0; i < 3; i++)
      expect(await eachOnItsOwn(t.database.db, [statement()])).toEqual([[{ word: 'again' }]]);
    const prepared = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select name from pg_prepared_statements where name like 'kinetic_each_%'`,
    );
    expect(prepared.length).toBeGreaterThan(0);
  });

  it('fails alone a statement whose values cannot be written or whose text cannot be prepared', async () => {
    const answers = await eachOnItsOwn(t.database.db, [
      sql`select ${{ not: 'a column value' }}::jsonb as v`,
      // PostgreSQL cannot tell this value's type, so the text cannot be prepared.
      sql`select ${'untyped'} is null as v`,
      insert(200, 'still written'),
    ]);
    expect(answers[0]).toBeInstanceOf(Error);
    expect(answers[0]).not.toBeInstanceOf(StatementError);
    expect(answers[1]).toBeInstanceOf(StatementError);
    expect(answers[2]).toEqual([{ id: 200, note: 'still written' }]);
  });
});

/** Locks held by another transaction exist only where transactions run concurrently: PostgreSQL. */
describe.runIf(process.env.TEST_DB === 'postgres')('statements each on its own, waiting for locks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`create table each_lock_test (id int primary key, note text)`);
    await t.database.db.execute(sql`insert into each_lock_test values (1, 'held'), (2, 'free')`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`drop table if exists each_lock_test`);
    await t.close();
  });

  it('gives up a statement that waits too long for a lock, and commits the others', async () => {
    const db = t.database.db;
    const answers = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from each_lock_test where id = 1 for update`);
      return eachOnItsOwn(
        db,
        [
          sql`update each_lock_test set note = ${'changed'} where id = ${1} returning id`,
          sql`update each_lock_test set note = ${'changed'} where id = ${2} returning id`,
        ],
        { lockTimeoutMs: 50 },
      );
    });
    expect((answers[0] as StatementError).code).toBe('55P03');
    expect(answers[1]).toEqual([{ id: 2 }]);
    const rows = await rowsOf<{ id: number; note: string }>(
      db,
      sql`select id, note from each_lock_test order by id`,
    );
    expect(rows).toEqual([
      { id: 1, note: 'held' },
      { id: 2, note: 'changed' },
    ]);
    // The connection's own lock_timeout is as it was.
    const [setting] = await rowsOf<{ lock_timeout: string }>(db, sql`show lock_timeout`);
    expect(setting!.lock_timeout).toBe('0');
  });
});
