import { type JoinDecision, MSG } from '@kinetic/domain';
import type { ApiError } from '../../../lib/api-client';

type Refusal = Exclude<JoinDecision, { kind: 'JOIN' }>;

/**
 * What the user is asked or told after a refusal, whether the client's decision or the server's
 * answer refused. The server's codes are those of JOIN_REFUSAL (domain) plus 417 and 498 (SPEC 8.3).
 */
export type Prompt =
  | Exclude<Refusal, { kind: 'SELECT_KID' }>
  | { kind: 'SELECT_KID'; message: string; kids?: { id: number; name: string }[] }
  | { kind: 'CREDIT_SEATS' | 'VISIT_LIMIT' | 'FAILURE'; message: string }
  /** Transport failures and 5xx: the shell already showed its popup. */
  | { kind: 'HANDLED' };

const BY_CODE: Record<string, Refusal['kind']> = {
  WAITLIST: 'AUTO_WAITLIST',
  CLASS_FULL: 'WAITLIST',
  LOGIN: 'LOGIN',
  NOKIDS: 'KIDS_REQUIRED',
  KIDS: 'SELECT_KID',
  GENDER: 'GENDER',
  '9890': 'MOBILE_REQUIRED',
  CHECKOUT: 'CHECKOUT',
  CREDITS: 'NOT_ENOUGH_CREDITS',
  CATEGORY: 'NOT_IN_CATEGORY',
  PLAN_EXPIRES: 'PLAN_EXPIRES',
  '402': 'NO_BALANCE',
};

export function promptOfError(error: ApiError): Prompt {
  const message = error.message;
  if (error.status === 0 || error.status >= 500) return { kind: 'HANDLED' };
  if (error.status === 417) return { kind: 'CREDIT_SEATS', message };
  if (error.status === 498) return { kind: 'VISIT_LIMIT', message };
  const data = (error.data ?? {}) as { title?: string; kids?: { id: number; name: string }[] };
  const kind = BY_CODE[error.code ?? ''] ?? (error.status === 402 ? 'NO_BALANCE' : undefined);
  switch (kind) {
    case undefined:
      return { kind: 'FAILURE', message };
    case 'LOGIN':
      return { kind };
    case 'GENDER':
      return { kind, message, title: data.title ?? MSG.joinErrorTitle };
    case 'SELECT_KID':
      return { kind, message, kids: data.kids };
    default:
      return { kind, message };
  }
}

/**
 * The prompt in the reader's language: the client's own decision speaks the domain's English,
 * which `text` (domainText) renders in the reader's language; a server's answer is already in it.
 */
export function inReadersLanguage(prompt: Prompt, text: (english: string) => string): Prompt {
  return 'message' in prompt && typeof prompt.message === 'string'
    ? ({ ...prompt, message: text(prompt.message) } as Prompt)
    : prompt;
}
