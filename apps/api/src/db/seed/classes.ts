import { addDays, choosePackage, ROLE, zonedParts } from '@kinetic/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { materialiseSessions } from '../../jobs/materialise-sessions';
import { seatsOn, toPackageBalance } from '../../modules/bookings';
import type { Db } from '../client';
import {
  classCategories,
  classSessions,
  classTimings,
  creditLedger,
  fitnessClasses,
  gymBranches,
  kids,
  packages,
  sessionWishes,
  trainerFollows,
  userPackages,
  users,
  wallets,
} from '../schema';
import { BAHRAIN_CLASSES, BAHRAIN_PACKAGES, BAHRAIN_STORE } from './bahrain-data';
import {
  MEMBER_COUNT,
  MEMBER_NAMES,
  memberEmail,
  SEED_CLASSES,
  SEED_PACKAGES,
  type SeedClass,
} from './classes-data';
import { DEMO_CUSTOMER } from './people';

const ZONE = 'Asia/Kuwait';
const DAY_MS = 86_400_000;

/**
 * The demo timetables (Kuwait and Bahrain), packages and bookings. Idempotent: reasons and packages are
 * keyed by name, a store's classes are created only when it has no class yet, and the bookings with
 * Kuwait's classes. The sessions job runs every time (it only adds what is missing).
 */
export async function seedClasses(db: Db, options: { passwordHash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const userId = async (email: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    return row?.id;
  };

  const packageIds = new Map<string, number>();
  const stores = [
    { id: 1, currencyCode: 'KWD', timeZone: ZONE, packages: SEED_PACKAGES, classes: SEED_CLASSES },
    { ...BAHRAIN_STORE, packages: BAHRAIN_PACKAGES, classes: BAHRAIN_CLASSES },
  ];
  for (const store of stores) {
    for (const p of store.packages) {
      const [existing] = await db.select({ id: packages.id }).from(packages).where(eq(packages.name, p.name));
      const gymUserId = 'gym' in p ? await userId(p.gym) : undefined;
      const id =
        existing?.id ??
        (
          await db
            .insert(packages)
            .values({
              storeId: store.id,
              name: p.name,
              description: p.description,
              packageType: p.packageType,
              packageCategory: p.packageCategory,
              credits: p.credits,
              classes: 'classes' in p ? p.classes : null,
              validityDays: p.validityDays,
              price: p.price,
              currencyCode: store.currencyCode,
              gymUserId: gymUserId ?? null,
            })
            .returning({ id: packages.id })
        )[0]!.id;
      packageIds.set(p.name, id);
    }
  }

  // Each store's timetable is created once, when the store has no class yet (so Bahrain's arrives on
  // a database seeded before it); the demo bookings belong to Kuwait's first run.
  let firstRun = false;
  for (const store of stores) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(fitnessClasses)
      .where(eq(fitnessClasses.storeId, store.id));
    if (n > 0) continue;
    if (store.id === 1) firstRun = true;
    await createClasses(db, now, store, packageIds, userId);
  }
  await materialiseSessions(db, { now, daysBack: firstRun ? 21 : 0 });
  if (firstRun) await createBookings(db, now, packageIds, userId, options.passwordHash);
}

async function createClasses(
  db: Db,
  now: Date,
  store: { id: number; currencyCode: string; timeZone: string; classes: SeedClass[] },
  packageIds: Map<string, number>,
  userId: (email: string) => Promise<number | undefined>,
) {
  const today = zonedParts(now, store.timeZone).date;
  const categories = new Map((await db.select().from(classCategories)).map((c) => [c.name, c.id]));
  const branches = await db.select().from(gymBranches);
  for (const c of store.classes) {
    const trainerId = await userId(c.trainer);
    const gymId = c.gym ? await userId(c.gym.email) : null;
    if (!trainerId || gymId === undefined) continue;
    const branch = c.gym
      ? branches.find((b) => b.gymUserId === gymId && b.name === c.gym!.branch)
      : undefined;
    const [created] = await db
      .insert(fitnessClasses)
      .values({
        ownerUserId: gymId ?? trainerId,
        gymUserId: gymId,
        branchId: branch?.id ?? null,
        storeId: store.id,
        classCategoryId: categories.get(c.category)!,
        title: c.title,
        description: c.description,
        priceModel: c.priceModel,
        credit: c.credit,
        price: c.price,
        currencyCode: store.currencyCode,
        genderRule: c.genderRule,
        fitnessLevel: c.fitnessLevel,
        ageCategory: c.ageCategory,
        seatDisplay: c.seatDisplay,
        autoWaitListHours: c.autoWaitListHours ?? null,
        videoClass: c.videoClass ?? false,
        platform: c.platform ?? null,
        isSpecialProgram: c.isSpecialProgram ?? false,
        autoJoinPackageId: c.autoJoinPackage ? (packageIds.get(c.autoJoinPackage) ?? null) : null,
        reminder: c.reminder ?? null,
        specialNote: c.specialNote ?? null,
        mediaUrl: `/media/activity/${c.icon}.svg`,
        mediaThumbnailUrl: `/media/activity/${c.icon}.svg`,
      })
      .returning({ id: fitnessClasses.id });
    await db.insert(classTimings).values({
      classId: created!.id,
      days: c.days,
      startTime: c.start,
      endTime: c.end,
      fromDate: addDays(today, -21),
      toDate: addDays(today, 365),
      timeZone: store.timeZone,
      trainerUserId: trainerId,
      seats: c.seats,
      creditSeats: c.creditSeats ?? null,
    });
  }
}

async function createBookings(
  db: Db,
  now: Date,
  packageIds: Map<string, number>,
  userId: (email: string) => Promise<number | undefined>,
  passwordHash: string,
) {
  const classIds = new Map(
    (await db.select({ id: fitnessClasses.id, title: fitnessClasses.title }).from(fitnessClasses)).map(
      (c) => [SEED_CLASSES.find((s) => s.title === c.title)?.key, c.id],
    ),
  );
  /** The n-th session of a class starting after `after` (0 = the next one). */
  async function session(key: string, after: Date, n = 0) {
    const [row] = await db
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(and(eq(classSessions.classId, classIds.get(key)!), gt(classSessions.startsAt, after)))
      .orderBy(asc(classSessions.startsAt))
      .limit(1)
      .offset(n);
    return row!.id;
  }
  async function grant(user: number, packageName: string, startsAt: Date, kidId: number | null = null) {
    const p = SEED_PACKAGES.find((x) => x.name === packageName)!;
    const [up] = await db
      .insert(userPackages)
      .values({
        userId: user,
        packageId: packageIds.get(packageName)!,
        kidId,
        packageType: p.packageType,
        packageCategory: p.packageCategory,
        creditsBalance: p.credits,
        classesLeft: 'classes' in p ? p.classes : null,
        startsAt,
        expiresAt: new Date(startsAt.getTime() + p.validityDays * DAY_MS),
      })
      .returning();
    await db.insert(creditLedger).values({
      userPackageId: up!.id,
      userId: user,
      deltaCredits: p.credits,
      deltaClasses: up!.classesLeft ?? 0,
      creditsAfter: up!.creditsBalance,
      classesAfter: up!.classesLeft,
      reason: 'GRANT',
      createdAt: startsAt,
    });
    return up!.id;
  }
  async function book(user: number, sessionId: number, kidId: number | null = null) {
    await db.transaction(async (tx) => {
      const t = seatsOn(tx as unknown as Db);
      const s = (await t.session(sessionId))!;
      const at = new Date(Math.min(now.getTime(), s.startsAt.getTime() - 2 * DAY_MS));
      const live = await t.livePackages(user, at);
      const choice = choosePackage(live.map(toPackageBalance), {
        credit: s.credit,
        gymId: s.gymUserId,
        ageCategory: s.ageCategory as 'ADULTS' | 'CHILD',
        classCategoryId: s.classCategoryId,
        kidId,
        startsAt: s.startsAt,
        now: at,
      });
      const pkg = s.credit > 0 && choice.kind === 'OK' ? live.find((p) => p.id === choice.pkg.id)! : null;
      await t.takeSeat({
        session: s,
        userId: user,
        kidId,
        pkg,
        credit: s.credit,
        source: 'DIRECT',
        now: at,
        // Demo bookings are not news to anyone.
        mail: false,
      });
    });
  }

  // Members who fill the busy sessions.
  const members: { id: number; gender: 'MALE' | 'FEMALE' }[] = [];
  for (let n = 1; n <= MEMBER_COUNT; n++) {
    const gender = n % 2 === 1 ? 'FEMALE' : 'MALE';
    const [created] = await db
      .insert(users)
      .values({
        email: memberEmail(n),
        passwordHash,
        firstName: MEMBER_NAMES[n - 1] ?? 'Member',
        lastName: `Member ${String(n).padStart(2, '0')}`,
        category: ROLE.customer,
        gender,
        mobile: `9656000${String(n).padStart(4, '0')}`,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    await db.insert(wallets).values({ userId: created.id, currencyCode: 'KWD' }).onConflictDoNothing();
    await grant(created.id, 'Kinetic 40 Credits', new Date(now.getTime() - 5 * DAY_MS));
    members.push({ id: created.id, gender });
  }
  const women = members.filter((m) => m.gender === 'FEMALE');
  const men = members.filter((m) => m.gender === 'MALE');
  const soon = new Date(now.getTime() + 12 * 3_600_000);
  const fill = async (sessionId: number, who: { id: number }[]) => {
    for (const m of who) await book(m.id, sessionId);
  };
  for (const m of women.slice(6, 8)) await grant(m.id, 'Lotus Month', new Date(now.getTime() - 5 * DAY_MS));
  const reformer = await session('reformer', soon);
  // Full: 6 credit seats on general credits, 2 seats on Lotus's own package.
  await fill(reformer, women.slice(0, 8));
  // The next one has its 6 credit seats taken: general credits get 417, a Lotus package still books.
  await fill(await session('reformer', soon, 1), women.slice(0, 6));
  await fill(await session('boxing', soon), men.slice(0, 12)); // full (12 of 12)
  await fill(await session('powerspin', soon), [...women, ...men].slice(0, 18)); // nearly full: 2 left
  await fill(await session('vinyasa', soon), [...men, ...women].slice(0, 13)); // 3 left
  await fill(await session('crossfit', soon), [...men, ...women].slice(0, 11)); // 3 left
  await fill(await session('rhythmride', soon), women.slice(0, 10));

  // The demo customer: an adult package, a kids package for Hamad, past and upcoming bookings.
  const demo = await userId(DEMO_CUSTOMER.email);
  if (!demo) return;
  const [hamad] = await db.select({ id: kids.id }).from(kids).where(eq(kids.userId, demo)).limit(1);
  await grant(demo, 'Kinetic 20 Credits', new Date(now.getTime() - 15 * DAY_MS));
  if (hamad) await grant(demo, 'Kids 8 Credits', new Date(now.getTime() - 15 * DAY_MS), hamad.id);
  const lastWeek = new Date(now.getTime() - 7 * DAY_MS);
  await book(demo, await session('vinyasa', lastWeek)); // past
  await book(demo, await session('powerspin', new Date(now.getTime() - 3 * DAY_MS))); // past
  await book(demo, await session('vinyasa', new Date(now.getTime() + 2 * DAY_MS))); // upcoming
  await book(demo, await session('onlineyoga', soon)); // upcoming, online
  if (hamad) await book(demo, await session('karate', soon), hamad.id); // upcoming, kid
  await db.insert(sessionWishes).values([
    { sessionId: reformer, userId: demo, type: 'WAITLIST' },
    { sessionId: await session('zumba', soon), userId: demo, type: 'WISHLIST' },
  ]);
  const sara = await userId('trainer@kinetic.test');
  if (sara)
    await db
      .insert(trainerFollows)
      .values({ followerUserId: demo, trainerUserId: sara })
      .onConflictDoNothing();
}
