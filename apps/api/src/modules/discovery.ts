import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import type { WriteEpoch } from '../lib/read-cache';
import { createBookingsRepository } from './bookings/bookings.repository';
import { bookingsRoutes } from './bookings/bookings.routes';
import { createBookingsService } from './bookings/bookings.service';
import { createCancellationRepository } from './bookings/cancellation.repository';
import { cancellationRoutes } from './bookings/cancellation.routes';
import { createMyBookingsRepository } from './bookings/my-bookings.repository';
import { createScheduleService } from './bookings/schedule.service';
import { createWishesService } from './bookings/wishes.service';
import { createClassItemsReader } from './classes/class-items.reader';
import { createClassItemsRepository } from './classes/class-items.repository';
import { createClassesRepository } from './classes/classes.repository';
import { classesRoutes } from './classes/classes.routes';
import { createClassesService } from './classes/classes.service';
import { exploreRoutes } from './explore/explore.routes';
import { createExploreService } from './explore/explore.service';
import { createGymsRepository } from './gyms/gyms.repository';
import { gymsRoutes } from './gyms/gyms.routes';
import { createGymsService } from './gyms/gyms.service';
import { searchRoutes } from './search/search.routes';
import { createSearchService } from './search/search.service';
import { createTrainersRepository } from './trainers/trainers.repository';
import { trainersRoutes } from './trainers/trainers.routes';
import { createTrainersService } from './trainers/trainers.service';

/**
 * Discovery and booking (classes, sessions, bookings, waitlist and wishlist, search, trainers, gyms,
 * schedule, explore), wired in one place so app.ts registers it with one line under /api/v1.
 */
export const discoveryRoutes: FastifyPluginAsync<{
  db: Db;
  now?: () => Date;
  epoch?: WriteEpoch;
  listCacheMs?: number;
  listSeatsMs?: number;
}> = async (v1, { db, now, epoch, listCacheMs, listSeatsMs }) => {
  const classItems = createClassItemsRepository(db, { epoch });
  const items = createClassItemsReader(classItems, { feed: v1.changeFeed, now });
  const bookingsRepository = createBookingsRepository(db);
  const trainers = createTrainersService({ trainers: createTrainersRepository(db), items, now });
  const gyms = createGymsService({ gyms: createGymsRepository(db), items, trainers, now });

  await v1.register(classesRoutes, {
    classes: createClassesService({
      items,
      classes: createClassesRepository(db),
      now,
      epoch,
      listCacheMs,
      listSeatsMs,
    }),
  });
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
  await v1.register(cancellationRoutes, { cancellation: createCancellationRepository(db) });
  await v1.register(searchRoutes, { search: createSearchService({ items, trainers, gyms, now }) });
  await v1.register(trainersRoutes, { trainers });
  await v1.register(gymsRoutes, { gyms });
  await v1.register(exploreRoutes, {
    explore: createExploreService({ items, classItems, trainers, gyms, now }),
  });
};
