import { ERRORS, type ErrorArg, type ErrorCode, type ErrorEntry, errorMessage } from '@kinetic/domain';

/** A failure the caller should see: its status, the spec's message and, optionally, a body code and data. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly data: unknown = null,
    /** The catalogue entry and its argument (from `fail`), so the answer can be written in the caller's language. */
    readonly source?: { errorCode: ErrorCode; arg?: unknown; field?: string },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

interface FailOptions {
  /** The form field the message is about: the body gets `data.fields[field]` with the message. */
  field?: string;
  /** Data the caller reads beside the message (a popup title, a conflict, a partner link). */
  data?: unknown;
}

type FailArgs<C extends ErrorCode> = [ErrorArg<C>] extends [never]
  ? [options?: FailOptions]
  : [options: FailOptions & { arg: ErrorArg<C> }];

/** A catalogue error whose message takes no argument. */
export type PlainErrorCode = { [C in ErrorCode]: [ErrorArg<C>] extends [never] ? C : never }[ErrorCode];

/** The catalogue's answer for `code` (DESIGN 3, 4): throw sites name the error, never a status. */
export function fail<C extends ErrorCode>(code: C, ...[options]: FailArgs<C>): AppError {
  const entry: ErrorEntry = ERRORS[code];
  const args = (options && 'arg' in options ? [options.arg] : []) as Parameters<typeof errorMessage<C>>[1][];
  const message = (errorMessage as (c: ErrorCode, ...a: unknown[]) => string)(code, ...args);
  const data = options?.field ? { fields: { [options.field]: message } } : (options?.data ?? null);
  return new AppError(entry.status, message, entry.code, data, {
    errorCode: code,
    ...(args.length > 0 ? { arg: args[0] } : {}),
    ...(options?.field ? { field: options.field } : {}),
  });
}

export const unauthorized = () => fail('UNAUTHORIZED');
export const forbidden = () => fail('FORBIDDEN');
export const notFound = () => fail('NOT_FOUND');
