/** A PostgreSQL error from pg or PGlite, with its SQLSTATE (Drizzle may wrap it in `cause`). */
function pgError(error: unknown): { code: string; message: string } | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, message: String(candidate.message ?? '') };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error from pg or PGlite. */
export const pgErrorCode = (error: unknown): string | undefined => pgError(error)?.code;

/** The reason a statement gave when it refused by `kinetic_refuse(reason)` (migration 0021). */
export function refusalOf(error: unknown): string | undefined {
  const found = pgError(error);
  return found?.code === 'KN001' ? found.message.replace(/^.*kinetic_refused:/, '') : undefined;
}

export const isUniqueViolationError = (error: unknown) => pgErrorCode(error) === '23505';

/**
 * Runs a transaction again when PostgreSQL aborted it as a deadlock victim or a serialization failure
 * (both safe to retry: nothing was committed).
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
