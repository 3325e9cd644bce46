import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { domainText } from '../../../lib/i18n';

/** The first message of each field of a failed form check, in the reader's language. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const next: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    next[key] ??= domainText(issue.message);
  }
  return next;
}

/** What the server said, or the fallback text when it said nothing usable. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
