import {
  JOIN_REFUSAL,
  joinEligibility,
  MSG,
  type WishBody,
  type WishDto,
  type WishType,
} from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import { decisionSession, decisionViewer } from './book-seat';
import type { BookingsRepository } from './bookings.repository';
import { ensureWaitlistRoom } from './waitlist';

/** Waitlist and wishlist (SPEC 3.3, 7.2, 7.3). The waitlist is served in order (docs/adr/0003). */
export function createWishesService(deps: { repository: BookingsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async add(userId: number, type: WishType, body: WishBody): Promise<WishDto> {
      return repository.transaction(async (q) => {
        const at = now();
        // Under the session's lock, as the cancels' promotions: a seat freed before this read is seen
        // here (SEATS_AVAILABLE), and one freed after finds this wish to promote.
        if (type === 'WAITLIST') await q.lockSession(body.classSessionId);
        const facts = await q.joinFacts(body.classSessionId, userId, body.userKidId ?? null, at);
        const session = facts?.session;
        if (!facts || !session || !facts.listed || session.deletedAt || session.status !== 'SCHEDULED') {
          throw fail('CLASS_DELETED');
        }
        if (session.startsAt <= at) throw fail('CLASS_STARTED');
        if (session.ageCategory === 'ADULTS' && body.userKidId) {
          throw fail('KID_NOT_FOR_ADULT_CLASS', { field: 'userKidId' });
        }
        const kidId = session.ageCategory === 'CHILD' ? (body.userKidId ?? null) : null;
        if (facts.bookingId !== null) throw fail('ALREADY_BOOKED');
        const existing = await q.wish(session.id, userId, kidId);
        if (existing && (existing.type === type || existing.type === 'WAITLIST')) {
          throw fail('ALREADY_ON_LIST');
        }
        if (type === 'WAITLIST') {
          const { kids } = facts;
          const customer = facts.customer!;
          const eligible = joinEligibility(
            {
              session: decisionSession(session, {
                availableSeat: 0,
                autoWaitListHours: session.autoWaitListHours,
              }),
              viewer: decisionViewer(customer, kids),
              selectedKidId: kidId,
            },
            'waitlist',
          );
          if (eligible.kind !== 'OK') {
            const { error, title } = JOIN_REFUSAL[eligible.kind];
            const message = 'message' in eligible ? eligible.message : MSG.unauthorized;
            throw fail(error, { arg: message, data: title ? { title } : null });
          }
          const autoHours = session.autoWaitListHours ?? 0;
          const inAutoWindow =
            autoHours > 0 && session.startsAt.getTime() - at.getTime() <= autoHours * 3_600_000;
          if (session.booked < session.seats && !inAutoWindow) {
            throw fail('SEATS_AVAILABLE');
          }
          await ensureWaitlistRoom(q, session.id);
          // A wishlisted class moves to the waitlist.
          if (existing) await q.deleteWish(session.id, userId, kidId);
        }
        const wish = await q.insertWish({ sessionId: session.id, userId, kidId, type, createdAt: at });
        if (!wish) throw fail('ALREADY_ON_LIST');
        return {
          id: wish.id,
          classSessionId: wish.sessionId,
          kidId: wish.kidId,
          type,
          position: type === 'WAITLIST' ? await q.waitlistPosition(session.id, wish.id) : null,
          createdAt: wish.createdAt.toISOString(),
        };
      });
    },

    async remove(userId: number, type: WishType, classSessionId: number, kidId: number | null) {
      const removed = await repository.deleteWish(classSessionId, userId, kidId, type);
      if (removed.length === 0) throw notFound();
      return { removed: true as const };
    },
  };
}
export type WishesService = ReturnType<typeof createWishesService>;
