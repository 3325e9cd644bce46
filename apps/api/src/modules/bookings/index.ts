import { type AppModule, underApi } from '../../lib/app-module';
import type { ClassReadsShared } from '../classes';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { createCancellationRepository } from './cancellation.repository';
import { cancellationRoutes } from './cancellation.routes';
import { createCancellationService } from './cancellation.service';
import { createMyBookingsRepository } from './my-bookings.repository';
import { createScheduleService } from './schedule.service';
import { createWishesService } from './wishes.service';

/**
 * The seat use cases are bookings' own: take a seat (bookSeat), give one back (giveBackSeat) and
 * promote the waitlist (promoteFromWaitlist). Payments fulfilment, class management, the waitlist job and the
 * seed call them here, inside the transaction they hold (BookingsQueries).
 */
export {
  type BookingRow,
  type BookSeatArgs,
  type BookSeatResult,
  bookSeat,
  decisionSession,
  decisionViewer,
  type GiveBackArgs,
  giveBackSeat,
  type HeldSeat,
  promoteFromWaitlist,
  toPackageBalance,
} from './book-seat';
export {
  type BookingsQueries,
  type BookingsRepository,
  bookingsQueries,
  createBookingsRepository,
} from './bookings.repository';
export { type BookingsService, createBookingsService, toBookingDto } from './bookings.service';
export { type LivePackage, sessionForJoinFields } from './join.repository';
export { tellPartners } from './partner-events';

/** Joining, leaving, the waitlist, wishes, my schedule and the cancellation policy. */
export const bookingsModule: AppModule<ClassReadsShared> = {
  name: 'bookings',
  async register(app, { db, now, items }) {
    const bookingsRepository = createBookingsRepository(db);
    await underApi(app, async (v1) => {
      await v1.register(bookingsRoutes, {
        bookings: createBookingsService({ repository: bookingsRepository, now }),
        schedule: createScheduleService({
          mine: createMyBookingsRepository(db),
          queries: bookingsRepository,
          items,
          now,
        }),
        wishes: createWishesService({ repository: bookingsRepository, now }),
      });
      await v1.register(cancellationRoutes, {
        cancellation: createCancellationService(createCancellationRepository(db)),
      });
    });
  },
};
