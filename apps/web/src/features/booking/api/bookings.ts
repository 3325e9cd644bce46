import type { JoinBody, JoinResultDto, WishBody, WishDto } from '@kinetic/domain';
import { api } from '../../../lib/api-client';
import { keptUntilAnswered } from '../../../lib/idempotency';

const joinKeys = keptUntilAnswered();

/** POST /bookings. A join retried after a lost answer keeps its Idempotency-Key, so it gets its booking back. */
export const postBooking = (body: JoinBody) =>
  joinKeys(body, (key) =>
    api<JoinResultDto>('POST', '/bookings', { body, headers: { 'idempotency-key': key } }),
  );

export type WishList = 'waitlist' | 'wishlist';

/** POST /waitlist or /wishlist. */
export const addWish = (list: WishList, body: WishBody) => api<WishDto>('POST', `/${list}`, { body });

/** DELETE /waitlist/:id or /wishlist/:id. */
export const removeWish = (list: WishList, classSessionId: number, userKidId?: number | null) =>
  api<{ removed: true }>('DELETE', `/${list}/${classSessionId}`, { query: { userKidId } });
