/** PostgreSQL unique_violation, as raised by pg or PGlite (Drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return !constraint || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
