import { z } from 'zod';
import { MSG } from '../messages';
import { HTTP_URL_MAX, isHttpUrl } from './http-url-rule';

/** A link a user stores (a gym's website): an http(s) URL, or empty for none (a form's blank field). */
export const httpUrlField = z
  .string()
  .trim()
  .max(HTTP_URL_MAX, MSG.maxLength(HTTP_URL_MAX))
  .refine((value) => value === '' || isHttpUrl(value), MSG.httpUrlOnly);
