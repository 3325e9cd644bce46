import type pg from 'pg';

/**
 * Statements a process sends again and again (a join's read, the seat's write, a token's lookup) are
 * sent as named prepared statements, so PostgreSQL parses them once per connection and may keep their
 * plan: planning was most of their cost on the server (a join's statements took 1.9 ms to plan and
 * 0.8 ms to run, issue 16). Drizzle builds the same text for the same query, with the values apart, so
 * the text is the statement's identity. docs/adr/0022-named-statements.md
 */
export interface StatementNames {
  /** The name to prepare this text under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined;
  /** How many texts have a name (at most the cap). */
  readonly size: number;
}

export function createStatementNames(
  options: { cap?: number; seenBeforeNaming?: number } = {},
): StatementNames {
  // Each name is a statement kept on every connection of the pool that ran it, so the names are few:
  // the hot statements reach the cap long before one-off ones do.
  const cap = options.cap ?? 400;
  const seenBeforeNaming = options.seenBeforeNaming ?? 2;
  const names = new Map<string, string>();
  // Sightings of texts not yet named; forgotten wholesale when it grows, so it stays bounded.
  const sightings = new Map<string, number>();
  return {
    nameFor(text) {
      const name = names.get(text);
      if (name !== undefined || names.size >= cap) return name;
      const seen = (sightings.get(text) ?? 0) + 1;
      if (seen < seenBeforeNaming) {
        if (sightings.size >= cap * 10) sightings.clear();
        sightings.set(text, seen);
        return undefined;
      }
      sightings.delete(text);
      const named = `k${names.size + 1}`;
      names.set(text, named);
      return named;
    },
    get size() {
      return names.size;
    },
  };
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Makes this connection send repeated statements by name. Only statements with values are named: a
 * statement without them goes by the simple protocol, which allows several in one text (migrations).
 */
export function nameRepeatedStatements(client: pg.PoolClient, names: StatementNames): void {
  // The class's query, looked up on each call rather than bound once: a hook on `pg.Client.prototype`
  // (the bench's plan capture) then still sees every statement of a named connection.
  const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const query = (...args: unknown[]) => prototype.query.apply(client, args);
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'object' && config !== null && !('submit' in config)) {
      const statement = config as QueryConfig;
      const params = values ?? statement.values;
      if (statement.name === undefined && typeof statement.text === 'string' && Array.isArray(params)) {
        const name = params.length > 0 ? names.nameFor(statement.text) : undefined;
        if (name !== undefined) return query({ ...statement, name }, values, callback);
      }
    }
    return query(config, values, callback);
  };
}
