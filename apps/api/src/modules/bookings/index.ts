import { type AppModule, underApi } from '../../lib/app-module';
import type { ClassReadsShared } from '../classes';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { createCancellationRepository } from './cancellation.repository';
import { cancellationRoutes } from './cancellation.routes';
import { createCancellationService } from './cancellation.service';
import { createMyBookingsRepository } from './my-bookings.repository';
import { offersRoutes } from './offers.routes';
import { createOffersService } from './offers.service';
import { createScheduleService } from './schedule.service';
import { createWishesService } from './wishes.service';

/**
 * The seat use cases are bookings' own (`seatsOn`, on the caller's transaction): payments fulfilment,
 * class management, the waitlist job and the seed take and give back seats only through them.
 */
export {
  type BookingRow,
  type BookSeatArgs,
  type BookSeatResult,
  decisionSession,
  decisionViewer,
  type GiveBackArgs,
  type HeldSeat,
  toPackageBalance,
} from './book-seat';
export { type BookingsService, createBookingsService, toBookingDto } from './bookings.service';
export type { JoinFacts, LivePackage } from './join.repository';
export { expireWaitlistOffers } from './offer-expiry';
export { closeDueRolls } from './roll-closing';
export { type Seats, seatsOn } from './seats';

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
      await v1.register(offersRoutes, {
        offers: createOffersService({ repository: bookingsRepository, now }),
      });
      await v1.register(cancellationRoutes, {
        cancellation: createCancellationService(createCancellationRepository(db)),
      });
    });
  },
};
