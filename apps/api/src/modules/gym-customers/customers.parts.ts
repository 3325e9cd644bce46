import { sql } from 'drizzle-orm';

/**
 * Who a gym's customers are, as statement parts: the customers page and the owner's dashboard
 * (docs/adr/0046) count by the same definitions.
 */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** An instant as a query parameter both drivers read the same way. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Who is a gym's customer: anyone holding a package of the gym (the user package's gym or
 * its package's gym) or booked (not as a walk-in) into one of the gym's classes.
 */
export const gymPackagesOf = (gymId: number) => sql`
  select up.* from user_package up join package p on p.id = up.package_id
  where up.gym_user_id = ${gymId} or p.gym_user_id = ${gymId}`;

export const gymBookingsOf = (gymId: number) => sql`
  select b.*, s.starts_at, s.ends_at from booking b
  join class_session s on s.id = b.session_id
  join fitness_class c on c.id = s.class_id
  where (c.gym_user_id = ${gymId} or c.owner_user_id = ${gymId}) and b.guest_name is null`;

/** Paid orders of the gym's packages (money taken online or at the desk). */
export const gymPaidOrdersOf = (gymId: number) => sql`
  select pu.* from purchase pu join package p on p.id = pu.package_id
  where pu.status = 'PAID' and (pu.gym_user_id = ${gymId} or p.gym_user_id = ${gymId})`;
