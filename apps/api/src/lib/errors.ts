import { MSG } from '@kinetic/domain';

/** A failure the caller should see: its status, the spec's message and, optionally, a domain code and data. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, undefined, fields ? { fields } : null);
export const unauthorized = (message: string = MSG.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
