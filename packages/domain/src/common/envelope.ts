import { z } from 'zod';

/** DESIGN 4: every response is this envelope; the HTTP status equals statusCode. */
export interface Envelope<T> {
  statusCode: number;
  data: T;
  errorMessage?: string;
  code?: string;
}

export interface FieldErrors {
  fields: Record<string, string>;
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/** Domain codes that keep their numbers from the specification (SPEC 8.1). */
export const STATUS = {
  ok: 200,
  created: 201,
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  creditSeatsFilled: 417,
  loginRefused: 422,
  tooManyRequests: 429,
  visitLimitExceeded: 498,
  serverError: 500,
} as const;

export const ALREADY_EXISTS_CODE = '0004';
