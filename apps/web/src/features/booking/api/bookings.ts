import type { JoinBody, JoinResultDto, WishBody, WishDto } from '@kinetic/domain';
import { api } from '../../../lib/api-client';

/** POST /bookings. Each attempt carries its own Idempotency-Key, so a retried request cannot book twice. */
export const postBooking = (body: JoinBody) =>
  api<JoinResultDto>('POST', '/bookings', { body, headers: { 'idempotency-key': crypto.randomUUID() } });

export type WishList = 'waitlist' | 'wishlist';

/** POST /waitlist or /wishlist. */
export const addWish = (list: WishList, body: WishBody) => api<WishDto>('POST', `/${list}`, { body });

/** DELETE /waitlist/:id or /wishlist/:id. */
export const removeWish = (list: WishList, classSessionId: number, userKidId?: number | null) =>
  api<{ removed: true }>('DELETE', `/${list}/${classSessionId}`, { query: { userKidId } });
