import { randomBytes } from 'node:crypto';
import { zonedParts } from '@kinetic/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  bookings,
  classSessions,
  classTimings,
  creditLedger,
  fitnessClasses,
  kids,
  packages,
  userPackages,
  users,
} from '../db/schema';
import { createSessionsService } from '../modules/sessions';
import type { TestApp } from './test-app';

/** Helpers of the discovery and booking tests: tokens, customers with credits, sessions on demand. */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A bearer token issued directly (the login route belongs to the accounts module). */
export async function tokenFor(t: TestApp, emailOrId: string | number): Promise<string> {
  const id = typeof emailOrId === 'number' ? emailOrId : await userIdOf(t, emailOrId);
  const sessions = createSessionsService(t.database.db, { ttlDays: 1 });
  return (await sessions.issue(id)).token;
}

/** A session token of the gym whose class this is (the seed's classes by title). */
export async function gymTokenOf(t: TestApp, classTitle: string): Promise<string> {
  const [row] = await t.database.db
    .select({ gymUserId: fitnessClasses.gymUserId })
    .from(fitnessClasses)
    .where(eq(fitnessClasses.title, classTitle));
  if (!row?.gymUserId) throw new Error(`no gym's class ${classTitle}`);
  return tokenFor(t, row.gymUserId);
}

export interface NewCustomer {
  gender?: 'MALE' | 'FEMALE' | null;
  mobile?: string | null;
  /** Credits of a general adult package (none when null). */
  credits?: number | null;
  expiresInDays?: number;
  packageType?: string;
  gymUserId?: number | null;
  visitLimitPerGym?: number | null;
  kids?: { name: string; gender: 'MALE' | 'FEMALE' }[];
  category?: 1 | 2 | 3;
}

/** A new user (customer by default) with an optional package and kids; returns ids and a token. */
export async function createCustomer(t: TestApp, options: NewCustomer = {}) {
  const db = t.database.db;
  const [user] = await db
    .insert(users)
    .values({
      email: `c-${randomBytes(5).toString('hex')}@example.com`,
      firstName: 'Test',
      lastName: 'Customer',
      category: options.category ?? 1,
      gender: options.gender === undefined ? 'FEMALE' : options.gender,
      mobile: options.mobile === undefined ? '96550000000' : options.mobile,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  const kidIds: number[] = [];
  for (const kid of options.kids ?? []) {
    const [row] = await db
      .insert(kids)
      .values({ userId, name: kid.name, dob: '2016-01-01', gender: kid.gender })
      .returning();
    kidIds.push(row!.id);
  }
  let userPackageId: number | null = null;
  if (options.credits !== null && options.credits !== undefined) {
    userPackageId = await grantCredits(t, userId, options.credits, options);
  }
  return { userId, token: await tokenFor(t, userId), kidIds, userPackageId };
}

export async function grantCredits(
  t: TestApp,
  userId: number,
  credits: number,
  options: Pick<NewCustomer, 'expiresInDays' | 'packageType' | 'gymUserId' | 'visitLimitPerGym'> & {
    kidId?: number;
  } = {},
): Promise<number> {
  const db = t.database.db;
  const [pkg] = await db.select({ id: packages.id }).from(packages).limit(1);
  const [up] = await db
    .insert(userPackages)
    .values({
      userId,
      packageId: pkg!.id,
      packageType: options.packageType ?? 'GENERAL',
      packageCategory: options.kidId ? 'CHILD' : 'ADULTS',
      kidId: options.kidId ?? null,
      gymUserId: options.gymUserId ?? null,
      creditsBalance: credits,
      visitLimitPerGym: options.visitLimitPerGym ?? null,
      expiresAt: new Date(Date.now() + (options.expiresInDays ?? 30) * DAY),
    })
    .returning({ id: userPackages.id });
  await db.insert(creditLedger).values({
    userPackageId: up!.id,
    userId,
    deltaCredits: credits,
    creditsAfter: credits,
    reason: 'GRANT',
  });
  return up!.id;
}

export async function classIdOf(t: TestApp, title: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: fitnessClasses.id })
    .from(fitnessClasses)
    .where(eq(fitnessClasses.title, title));
  if (!row) throw new Error(`no class ${title}`);
  return row.id;
}

/** The n-th seeded session of a class starting more than `afterHours` from now. */
export async function sessionOf(
  t: TestApp,
  title: string,
  options: { afterHours?: number; n?: number } = {},
) {
  const [row] = await t.database.db
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.classId, await classIdOf(t, title)),
        gt(classSessions.startsAt, new Date(Date.now() + (options.afterHours ?? 12) * HOUR)),
      ),
    )
    .orderBy(asc(classSessions.startsAt))
    .offset(options.n ?? 0)
    .limit(1);
  return row!.id;
}

let made = 0;

/** A fresh session of a seeded class starting `startsInHours` from now, with its own seats. */
export async function makeSession(
  t: TestApp,
  title: string,
  options: { startsInHours: number; seats?: number; creditSeats?: number | null },
): Promise<number> {
  const db = t.database.db;
  const classId = await classIdOf(t, title);
  const [timing] = await db.select().from(classTimings).where(eq(classTimings.classId, classId)).limit(1);
  // Whole seconds plus a per-call offset keep (timing, starts_at) unique.
  const startsAt = new Date(
    Math.floor((Date.now() + options.startsInHours * HOUR) / 1000) * 1000 + ++made * 1000,
  );
  const local = zonedParts(startsAt, timing!.timeZone);
  const [row] = await db
    .insert(classSessions)
    .values({
      classId,
      classTimingId: timing!.id,
      trainerUserId: timing!.trainerUserId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      timeZone: timing!.timeZone,
      localDate: local.date,
      fromMinute: local.minuteOfDay,
      toMinute: Math.min(local.minuteOfDay + 60, 1439),
      seats: options.seats ?? timing!.seats,
      creditSeats: options.creditSeats === undefined ? null : options.creditSeats,
    })
    .returning({ id: classSessions.id });
  return row!.id;
}

export async function sessionRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(classSessions).where(eq(classSessions.id, id));
  return row!;
}

export async function packageRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(userPackages).where(eq(userPackages.id, id));
  return row!;
}

/** Sum of ledger deltas of a package: must equal its balance. */
export async function ledgerSum(t: TestApp, userPackageId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.deltaCredits}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userPackageId, userPackageId));
  return row!.sum;
}

export async function activeBookings(t: TestApp, sessionId: number) {
  return t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED')));
}

export async function setUser(t: TestApp, userId: number, values: Partial<typeof users.$inferInsert>) {
  await t.database.db.update(users).set(values).where(eq(users.id, userId));
}

export async function setSession(t: TestApp, id: number, values: Partial<typeof classSessions.$inferInsert>) {
  await t.database.db.update(classSessions).set(values).where(eq(classSessions.id, id));
}

export const DEMO_CUSTOMER_EMAIL = 'customer@kinetic.test';
