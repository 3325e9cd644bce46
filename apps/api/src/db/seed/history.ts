import { addDays, planSessions, ROLE, zonedParts } from '@kinetic/domain';
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  bookings,
  classSessions,
  classTimings,
  fitnessClasses,
  packages,
  purchases,
  trainerRates,
  users,
  wallets,
} from '../schema';

/**
 * Three months of the demo gym's past (issue 14), so its reports and charts mean something: a handful
 * of extra customers (never the demo customer) who bought its packages, and past sessions of its
 * classes with their bookings and check-ins. Deterministic (no randomness), idempotent (it runs once:
 * the HIST- references mark it) and a few bulk inserts.
 */
const HISTORY_DAYS = 91;
const REFERENCE_PREFIX = 'HIST-';
export const HISTORY_CUSTOMERS = [
  ['Layla', 'Al-Sabah'],
  ['Yousef', 'Al-Mutairi'],
  ['Hessa', 'Al-Ajmi'],
  ['Fahad', 'Al-Enezi'],
  ['Dana', 'Al-Rashidi'],
  ['Khaled', 'Al-Otaibi'],
] as const;
const DAY_MS = 86_400_000;

export async function seedHistory(db: Db, options: { passwordHash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const [gym] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'gym@kinetic.test'));
  if (!gym) return;
  const [done] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(like(purchases.referenceId, `${REFERENCE_PREFIX}%`))
    .limit(1);
  if (done) return;

  const customerIds: number[] = [];
  for (const [index, [firstName, lastName]] of HISTORY_CUSTOMERS.entries()) {
    const email = `history${index + 1}@kinetic.test`;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({ email, passwordHash: options.passwordHash, firstName, lastName, category: ROLE.customer })
          .returning({ id: users.id })
      )[0]!.id;
    await db.insert(wallets).values({ userId: id, currencyCode: 'KWD' }).onConflictDoNothing();
    customerIds.push(id);
  }

  // Purchases: each customer buys one of the gym's packages (or a general one) every 9 to 14 days.
  const sold = await db
    .select({ id: packages.id, price: packages.price })
    .from(packages)
    .where(
      and(
        eq(packages.storeId, 1),
        eq(packages.active, true),
        or(eq(packages.gymUserId, gym.id), isNull(packages.gymUserId)),
      ),
    )
    .orderBy(asc(packages.id))
    .limit(6);
  if (sold.length === 0) return;
  const rows: (typeof purchases.$inferInsert)[] = [];
  for (const [c, userId] of customerIds.entries()) {
    for (let daysAgo = HISTORY_DAYS - c * 2; daysAgo >= 0; daysAgo -= 9 + ((c * 7 + daysAgo) % 6)) {
      const pkg = sold[(rows.length * 5 + c) % sold.length]!;
      const paidAt = new Date(now.getTime() - daysAgo * DAY_MS - ((c * 97 + daysAgo * 13) % 600) * 60_000);
      const discount = rows.length % 4 === 0 ? Math.round(pkg.price / 10) : 0;
      rows.push({
        referenceId: `${REFERENCE_PREFIX}${userId}-${daysAgo}`,
        userId,
        packageId: pkg.id,
        gymUserId: gym.id,
        price: pkg.price,
        promoDiscount: discount,
        amount: pkg.price - discount,
        currencyCode: 'KWD',
        gateway: 'none',
        status: 'PAID',
        createdAt: paidAt,
        paidAt,
        fulfilledAt: paidAt,
      });
    }
  }
  await db.insert(purchases).values(rows);

  // Past sessions of the gym's classes, before the ones the timetable already holds.
  const timings = await db
    .select({ timing: classTimings })
    .from(classTimings)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classTimings.classId))
    .where(and(eq(fitnessClasses.gymUserId, gym.id), isNull(classTimings.deletedAt)));
  const trainers = new Set<number>();
  // The demo trainer stood in for every third past session of the gym's first timing: their own
  // earnings page then shows the gym's pay.
  const [standIn] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'trainer@kinetic.test'));
  const firstTimingId = Math.min(...timings.map(({ timing }) => timing.id));
  for (const { timing } of timings) {
    const today = zonedParts(now, timing.timeZone).date;
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
    const created = await db
      .insert(classSessions)
      .values(planned)
      .onConflictDoNothing()
      .returning({ id: classSessions.id, seats: classSessions.seats });
    const booked: (typeof bookings.$inferInsert)[] = [];
    for (const [s, session] of created.entries()) {
      const take = Math.min(session.seats, 1 + ((s * 5 + timing.id) % customerIds.length));
      for (let k = 0; k < take; k++) {
        const start = planned[s]!.startsAt;
        booked.push({
          sessionId: session.id,
          userId: customerIds[(s + k) % customerIds.length]!,
          createdAt: new Date(start.getTime() - DAY_MS),
          checkedInAt: (s + k) % 5 === 0 ? null : new Date(start.getTime() + 5 * 60_000),
        });
      }
    }
    if (booked.length > 0) {
      await db.insert(bookings).values(booked);
      const ids = created.map((session) => session.id);
      await db
        .update(classSessions)
        .set({
          booked: sql`(select count(*)::int from booking b where b.session_id = ${classSessions.id} and b.status = 'BOOKED')`,
        })
        .where(inArray(classSessions.id, ids));
    }
  }
  // What the gym pays its trainers a session (5.000 KWD), so the trainer report shows earnings.
  for (const trainerUserId of trainers) {
    await db
      .insert(trainerRates)
      .values({ gymUserId: gym.id, trainerUserId, amountPerSession: 5_000, currencyCode: 'KWD' })
      .onConflictDoNothing();
  }
}
