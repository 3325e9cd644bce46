import { z } from 'zod';

/** OpenAPI (and response check) of the success envelope around `data`. */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ statusCode: z.number(), data });

/** The error envelope, for documenting refusals. */
export const errorEnvelope = z.object({
  statusCode: z.number(),
  data: z.unknown(),
  errorMessage: z.string(),
  code: z.string().optional(),
});

/** Documents the refusals a route can answer, each with the error envelope: `refusals(400, 401)`. */
export const refusals = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, errorEnvelope.describe(REFUSAL[status] ?? 'Refused')]),
  ) as Record<number, typeof errorEnvelope>;

const REFUSAL: Record<number, string> = {
  400: 'Invalid input: errorMessage is the first problem, data.fields names each field',
  401: 'No valid token',
  403: 'Not allowed for this user',
  402: 'Payment required: no balance, not enough credits, plan ends before the class, or checkout (code says which)',
  404: 'Not found',
  409: 'Conflict: already exists (code 0004), class full, auto-waitlist window, overlap or already cancelled (code says which)',
  417: 'Credit seats filled: buy a gym-specific plan (data.title)',
  422: 'Refused (for a partner on a prime brand, data.partnerUrl)',
  429: 'Too many attempts: wait and try again',
  498: 'Gym visit limit exceeded (data.title)',
};

/** Marks a route as taking `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearer: [] }];
