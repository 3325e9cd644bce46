import type { JoinBody, JoinResultDto, UserDto, WishBody, WishDto } from '@kinetic/domain';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /bookings. Each attempt carries its own Idempotency-Key, so a retried request cannot book twice. */
export const postBooking = (body: JoinBody) =>
  api<JoinResultDto>('POST', '/bookings', { body, headers: { 'idempotency-key': crypto.randomUUID() } });

export type WishList = 'waitlist' | 'wishlist';

/** POST /waitlist or /wishlist. */
export const addWish = (list: WishList, body: WishBody) => api<WishDto>('POST', `/${list}`, { body });

/** DELETE /waitlist/:id or /wishlist/:id. */
export const removeWish = (list: WishList, classSessionId: number, userKidId?: number | null) =>
  api<{ removed: true }>('DELETE', `/${list}/${classSessionId}`, { query: { userKidId } });

/** A booking changes balances and lists on the user record: fetch it again and store it (SPEC 4.3). */
export async function refreshStoredUser(): Promise<void> {
  const user = await api<UserDto>('GET', '/users/me', { loader: false });
  session.update(user);
}
