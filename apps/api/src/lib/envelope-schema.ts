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

/** Marks a route as taking `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearer: [] }];
