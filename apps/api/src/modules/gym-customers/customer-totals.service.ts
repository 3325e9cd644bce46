import { addDays } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { createCustomersRepository } from './customers.repository';

/**
 * A gym's bookings and new customers over store calendar days, as the customers page counts them:
 * the owner's dashboard shows the same figures (docs/adr/0046).
 */
export function createCustomerTotalsService(db: Db) {
  const customers = createCustomersRepository(db);
  return {
    /** The days [fromDate, toDate] in the gym's time zone. */
    async overDays(gymId: number, fromDate: string, toDate: string, timeZone: string) {
      const [from, to] = await Promise.all([
        customers.dayStart(fromDate, timeZone),
        customers.dayStart(addDays(toDate, 1), timeZone),
      ]);
      return customers.totals(gymId, from, to);
    },
  };
}

export type CustomerTotalsService = ReturnType<typeof createCustomerTotalsService>;
