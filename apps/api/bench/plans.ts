import pg from 'pg';

/**
 * The query plans of what a request runs ("query plans use indexes, print them"): the
 * statements the API sends to PostgreSQL while `act` runs are caught at the driver, then each is
 * EXPLAINed (without running it) on a connection of our own, and its scans are printed. A sequential
 * scan of a table that grows with the business (sessions, bookings, packages, ledger) is flagged.
 */
const GROWING = ['class_session', 'booking', 'user_package', 'credit_ledger', 'session_wish', 'notification'];

interface Caught {
  text: string;
  values: unknown[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

async function catchStatements(act: () => Promise<void>): Promise<Caught[]> {
  const caught: Caught[] = [];
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : config?.text;
    // Drizzle sends the values beside the config, as the second argument.
    const values = (typeof config === 'string' ? undefined : config?.values) ?? (args[1] as unknown[]);
    if (
      text &&
      /^\s*(select|with|update|insert|delete)\b/i.test(text) &&
      !/^\s*select pg_notify/i.test(text)
    ) {
      caught.push({ text, values: values ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await act();
  } finally {
    prototype.query = original;
  }
  return caught;
}

/** A sequential scan of a table this small is the planner's right choice, not a missing index. */
const LARGE_TABLE_ROWS = 10_000;

/** Prints each statement's scans; answers how many sequential scans of a large growing table were seen. */
async function printPlans(url: string, title: string, statements: Caught[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let flagged = 0;
  console.log(`\n  Query plans: ${title}`);
  try {
    const sizes = await client.query<{ relname: string }>(
      'select relname from pg_class where relname = any($1) and reltuples > $2',
      [GROWING, LARGE_TABLE_ROWS],
    );
    const large = sizes.rows.map((row) => row.relname);
    const unique = [...new Map(statements.map((statement) => [statement.text, statement])).values()];
    for (const statement of unique) {
      const result = await client.query({
        text: `explain (costs off) ${statement.text}`,
        values: statement.values,
      });
      const lines = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
      const scans = lines
        .map((line) => line.trim().replace(/^->\s*/, ''))
        .filter((line) => /Scan|Index Only|Bitmap/.test(line) && !/^(Filter|Index Cond|Recheck)/.test(line));
      const seq = scans.filter((scan) =>
        large.some((table) => new RegExp(`^Seq Scan on ${table}\\b`).test(scan)),
      );
      flagged += seq.length;
      const head = statement.text.replace(/\s+/g, ' ').slice(0, 90);
      console.log(`    ${seq.length ? '!!' : 'ok'} ${head}`);
      for (const scan of [...new Set(scans)]) console.log(`         ${scan}`);
    }
  } finally {
    await client.end();
  }
  return flagged;
}

/** The plans of the statements each request runs, sent once to the running app. */
export async function plansOf(
  url: string,
  appUrl: string,
  requests: {
    title: string;
    request: { method: string; path: string; headers?: Record<string, string>; body?: string };
  }[],
): Promise<number> {
  let flagged = 0;
  // Answers still on their way from the last load would be caught too.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const { title, request } of requests) {
    const statements = await catchStatements(async () => {
      const response = await fetch(`${appUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      await response.arrayBuffer();
    });
    flagged += await printPlans(url, title, statements);
  }
  return flagged;
}
