import type { Language } from '@kinetic/domain';
import type { FastifyRequest } from 'fastify';

/** Who is looking: their bookings and wishes fill userJoinStatus and wishType; prime zeroes credits. */
export interface Viewer {
  userId: number | null;
  category: number | null;
  isPrime: boolean;
  /** The caller's language (Accept-Language): reference names (activities, localities) in it. English if unset. */
  language?: Language;
}

/** The caller as the discovery calls see them: signed in or not, their category, the brand's prime flag. */
export function viewerOf(request: FastifyRequest): Viewer {
  return {
    userId: request.auth?.userId ?? null,
    category: request.auth?.category ?? null,
    isPrime: request.brand?.isPrime ?? false,
    language: request.language ?? 'en',
  };
}

/** DESIGN 4: requests carry X-Store-Id when the store is greater than 0. */
export function storeIdHeader(request: FastifyRequest): number | undefined {
  const raw = request.headers['x-store-id'];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value > 0 && value < 2_147_483_647 ? value : undefined;
}
