import { addDays, planSessions, ROLE, zonedParts } from '@kinetic/domain';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  classSessions,
  classTimings,
  fitnessClasses,
  kids,
  mailQueue,
  notifications,
  purchases,
  trainerRates,
  users,
  wallets,
} from '../schema';
import { HISTORY_REFERENCE_PREFIX, type HistoryCustomer, livePastVisits } from './history-visits';

/**
 * Three months of the demo gym's past, so its reports and charts mean something:
 * a handful of extra customers (never the demo customer) who joined, bought the gym's packages and
 * came to its classes. It obeys the product's rules because it is made by the product's code: every
 * order is priced, paid and fulfilled as a card payment is (a user package and its ledger row), and
 * every visit is a join the rules allow (age category, gender, a live package that pays), debited
 * with its ledger row (history-visits.ts). Deterministic (no randomness), idempotent (it runs once:
 * the HIST- references mark it).
 */
export const HISTORY_DAYS = 91;
const DAY_MS = 86_400_000;

/** Who they are; the packages they buy, in turn, whenever they have none that pays for a class. */
export const HISTORY_CUSTOMERS = [
  {
    firstName: 'Layla',
    lastName: 'Al-Sabah',
    gender: 'FEMALE',
    plan: ['FlexZone Month'],
    kid: { name: 'Noor', dob: '2017-03-14', gender: 'FEMALE' },
  },
  {
    firstName: 'Yousef',
    lastName: 'Al-Mutairi',
    gender: 'MALE',
    plan: ['Kinetic 20 Credits', 'FlexZone Month'],
  },
  {
    firstName: 'Hessa',
    lastName: 'Al-Ajmi',
    gender: 'FEMALE',
    plan: ['FlexZone Month', 'Kinetic 10 Credits'],
  },
  {
    firstName: 'Fahad',
    lastName: 'Al-Enezi',
    gender: 'MALE',
    plan: ['FlexZone Month'],
    kid: { name: 'Mariam', dob: '2016-11-02', gender: 'FEMALE' },
  },
  {
    firstName: 'Dana',
    lastName: 'Al-Rashidi',
    gender: 'FEMALE',
    plan: ['Kinetic 10 Credits', 'FlexZone Month'],
  },
  { firstName: 'Khaled', lastName: 'Al-Otaibi', gender: 'MALE', plan: ['FlexZone Month'] },
] as const;

export async function seedHistory(db: Db, options: { passwordHash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const [gym] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'gym@kinetic.test'));
  if (!gym) return;
  const [done] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(like(purchases.referenceId, `${HISTORY_REFERENCE_PREFIX}%`))
    .limit(1);
  if (done) return;

  // Past sessions of the gym's classes, before the ones the timetable already holds.
  const timings = await db
    .select({ timing: classTimings })
    .from(classTimings)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classTimings.classId))
    .where(and(eq(fitnessClasses.gymUserId, gym.id), isNull(classTimings.deletedAt)));
  if (timings.length === 0) return;
  const timeZone = timings[0]!.timing.timeZone;
  const today = zonedParts(now, timeZone).date;
  const trainers = new Set<number>();
  // The demo trainer stood in for every third past session of the gym's first timing: their own
  // earnings page then shows the gym's pay.
  const [standIn] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'trainer@kinetic.test'));
  const firstTimingId = Math.min(...timings.map(({ timing }) => timing.id));
  for (const { timing } of timings) {
    const planned = planSessions(
      { ...timing, fromDate: addDays(today, -HISTORY_DAYS), toDate: addDays(today, -1) },
      { now, daysBack: HISTORY_DAYS, daysAhead: -1 },
    )
      .filter((session) => session.localDate < timing.fromDate)
      .map((session, index) =>
        standIn && timing.id === firstTimingId && index % 3 === 0
          ? { ...session, trainerUserId: standIn.id }
          : session,
      );
    if (standIn && timing.id === firstTimingId && planned.length > 0) trainers.add(standIn.id);
    if (planned.length === 0) continue;
    if (timing.trainerUserId) trainers.add(timing.trainerUserId);
    await db.insert(classSessions).values(planned).onConflictDoNothing();
  }

  // The customers: each signed up a few days before their first visit, about three months ago.
  const firstDay = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const customers: HistoryCustomer[] = [];
  for (const [index, person] of HISTORY_CUSTOMERS.entries()) {
    const email = `history${index + 1}@kinetic.test`;
    const joinedAt = new Date(firstDay.getTime() + index * 2 * DAY_MS);
    const mobile = `965610020${String(index + 1).padStart(2, '0')}`;
    const account = {
      firstName: person.firstName,
      lastName: person.lastName,
      gender: person.gender,
      mobile,
      createdAt: new Date(joinedAt.getTime() - (3 + index) * DAY_MS),
    };
    // An account left by a start that stopped half-way is made the same as a new one.
    const [existing] = await db
      .update(users)
      .set(account)
      .where(eq(users.email, email))
      .returning({ id: users.id });
    const id =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({ email, passwordHash: options.passwordHash, category: ROLE.customer, ...account })
          .returning({ id: users.id })
      )[0]!.id;
    await db.insert(wallets).values({ userId: id, currencyCode: 'KWD' }).onConflictDoNothing();
    let kidId: number | null = null;
    if ('kid' in person) {
      const [had] = await db.select({ id: kids.id }).from(kids).where(eq(kids.userId, id)).limit(1);
      kidId =
        had?.id ??
        (
          await db
            .insert(kids)
            .values({ userId: id, ...person.kid })
            .returning({ id: kids.id })
        )[0]!.id;
    }
    customers.push({
      id,
      gender: person.gender,
      mobile,
      kidId,
      kidGender: 'kid' in person ? person.kid.gender : null,
      plan: person.plan,
      joinedAt,
    });
  }

  await livePastVisits(db, {
    gymId: gym.id,
    customers,
    from: addDays(today, -HISTORY_DAYS),
    before: today,
    now,
  });

  // The receipts went out and the notices were read back then: none is news today.
  const ids = customers.map((customer) => customer.id);
  await db
    .update(mailQueue)
    .set({ status: 'SENT', sentAt: mailQueue.nextAttemptAt, attempts: 1 })
    .where(and(inArray(mailQueue.userId, ids), eq(mailQueue.status, 'PENDING')));
  await db
    .update(notifications)
    .set({ readAt: notifications.createdAt })
    .where(
      and(
        isNull(notifications.readAt),
        or(inArray(notifications.userId, ids), inArray(notifications.userWhoFiredEventId, ids)),
      ),
    );
  // The gym checked in four visits in five as they came (the fifth did not show).
  await db.execute(sql`update booking b set checked_in_at = s.starts_at + interval '5 minutes'
    from class_session s where s.id = b.session_id and b.status = 'BOOKED' and b.id % 5 <> 0
    and b.user_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and s.starts_at < ${now.toISOString()}::timestamptz`);

  // What the gym pays its trainers a session (5.000 KWD), so the trainer report shows earnings.
  for (const trainerUserId of trainers) {
    await db
      .insert(trainerRates)
      .values({ gymUserId: gym.id, trainerUserId, amountPerSession: 5_000, currencyCode: 'KWD' })
      .onConflictDoNothing();
  }
}
