import { idField } from '@kinetic/domain';
import { z } from 'zod';

/** Shared pieces of route schemas (OpenAPI at /api/docs is generated from them). */
export const idParams = z.object({ id: idField });

/** Marks a route as taking `Authorization: Bearer <token>` in the OpenAPI document. */
export const bearer = [{ bearer: [] }];
