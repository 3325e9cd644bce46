import type {
  CustomerDetailDto,
  CustomerPageDto,
  CustomersQuery,
  CustomerTotalsDto,
  CustomerTotalsQuery,
  GymBookingPageDto,
  GymBookingsQuery,
} from '@kinetic/domain';
import { addDays } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import { idempotencyStore, idempotent } from '../idempotency';
import { createCustomerDetailRepository, ledgerOfPackages, ownLedger } from './customer-detail.repository';
import { createCustomerPackageDesk } from './customer-package-desk';
import { iso } from './customers.parts';
import { createCustomersRepository } from './customers.repository';
import { bookingFilters, gymBookingsBetween } from './gym-bookings.repository';

/**
 * Customers and bookings of a gym (SPEC 7.8): who they are, what they hold and paid, and
 * the gym's package desk (add a package, correct one with a reason).
 */
export function createGymCustomersService(deps: { db: Db; scope: GymScope; now: () => Date }) {
  const { db, scope, now } = deps;
  const customers = createCustomersRepository(db);
  const detail = createCustomerDetailRepository(db);
  const desk = createCustomerPackageDesk({ db, now });

  const pageOf = (query: { page: number; size: number; format: string }) =>
    query.format === 'csv' ? null : { limit: query.size, offset: query.page * query.size };

  async function rangeInstants(fromDate: string, toDate: string, timeZone: string) {
    return {
      from: await customers.dayStart(fromDate, timeZone),
      to: await customers.dayStart(addDays(toDate, 1), timeZone),
    };
  }

  async function ownCustomer(callerId: number, gymId: number | undefined, userId: number) {
    const gym = await scope.resolve(callerId, gymId);
    if (!(await customers.isCustomer(gym.id, userId))) throw notFound();
    return gym;
  }

  const service = {
    async list(callerId: number, query: CustomersQuery) {
      const gym = await scope.resolve(callerId, query.gymId);
      const { rows, total } = await customers.list(gym.id, query, pageOf(query), now());
      const items = rows.map((row) => ({ ...row, currencyCode: gym.currencyCode }));
      return { gym, page: { items, page: query.page, size: query.size, total } as CustomerPageDto };
    },

    /** The gym's active packages: the package filter's and the desk's choices. */
    async offers(callerId: number, gymId?: number) {
      const gym = await scope.resolve(callerId, gymId);
      return detail.offers(gym.id);
    },

    async totals(callerId: number, query: CustomerTotalsQuery): Promise<CustomerTotalsDto> {
      const gym = await scope.resolve(callerId, query.gymId);
      const { from, to } = await rangeInstants(query.fromDate, query.toDate, gym.timeZone);
      return {
        fromDate: query.fromDate,
        toDate: query.toDate,
        ...(await customers.totals(gym.id, from, to)),
        currencyCode: gym.currencyCode,
        currencyDecimals: gym.currencyDecimals,
      };
    },

    async detail(callerId: number, userId: number, gymId?: number): Promise<CustomerDetailDto> {
      const gym = await ownCustomer(callerId, gymId, userId);
      const at = now();
      const [profile, kids, packages, bookings, transactions, offers] = await Promise.all([
        detail.profile(userId),
        detail.kids(userId),
        detail.packages(gym.id, userId, at),
        detail.bookings(gym.id, userId, at),
        detail.transactions(gym.id, userId),
        detail.offers(gym.id),
      ]);
      if (!profile) throw notFound();
      const ledger = await ledgerOfPackages(
        db,
        packages.map((row) => row.id),
      );
      return {
        userId,
        name: `${profile.first_name} ${profile.last_name}`.trim(),
        email: profile.email,
        mobile: profile.mobile,
        gender: profile.gender,
        createdAt: iso(profile.created_at)!,
        currencyCode: gym.currencyCode,
        currencyDecimals: gym.currencyDecimals,
        kids,
        packages: packages.map((pkg) => ({
          ...pkg,
          ledger: ledger
            .filter((row) => row.userPackageId === pkg.id)
            .map(({ userPackageId, ...row }) => row),
        })),
        bookings,
        transactions,
        offers,
      };
    },

    async bookingFilters(callerId: number, gymId?: number) {
      const gym = await scope.resolve(callerId, gymId);
      return bookingFilters(db, gym.id);
    },

    async bookings(callerId: number, query: GymBookingsQuery) {
      const gym = await scope.resolve(callerId, query.gymId);
      const { rows, total } = await gymBookingsBetween(db, gym.id, query, now(), pageOf(query));
      return { gym, page: { items: rows, page: query.page, size: query.size, total } as GymBookingPageDto };
    },

    /** With an Idempotency-Key, a replay (a double click, a lost answer) gets the first answer and adds nothing. */
    addPackage: async (
      callerId: number,
      userId: number,
      body: Parameters<typeof desk.add>[2],
      idempotencyKey?: string,
    ) => {
      const answer = await idempotent(
        idempotencyStore(db),
        {
          userId: callerId,
          key: idempotencyKey,
          route: 'POST /manage/customers/:userId/packages',
          body: [userId, body],
          inProgress: 'REQUEST_IN_PROGRESS',
        },
        async () => {
          const gym = await ownCustomer(callerId, undefined, userId);
          await desk.add(gym, userId, body);
          return { statusCode: 201, data: await service.detail(callerId, userId) };
        },
      );
      return answer.data;
    },
    editPackage: async (
      callerId: number,
      userId: number,
      userPackageId: number,
      body: Parameters<typeof desk.edit>[3],
    ) => {
      const gym = await ownCustomer(callerId, undefined, userId);
      await desk.edit(gym, userId, userPackageId, body);
      return service.detail(callerId, userId);
    },

    /** A customer's own package history: every ledger row, with who changed it and why. */
    async myPackageHistory(userId: number, userPackageId: number) {
      const rows = await ownLedger(db, userId, userPackageId);
      if (rows.length === 0) throw notFound();
      return rows.map(({ userPackageId: _, ...row }) => row);
    },
  };
  return service;
}
export type GymCustomersService = ReturnType<typeof createGymCustomersService>;
