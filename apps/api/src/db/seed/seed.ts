import { ROLE } from '@kinetic/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { adoptTeachingLinks } from '../../modules/gym-team';
import type { Db } from '../client';
import {
  classCategories,
  gymBranches,
  gymProfiles,
  kids,
  localities,
  packages,
  trainerProfiles,
  userActivities,
  users,
  wallets,
} from '../schema';
import { PACKAGE_TEXTS_AR } from './arabic-names';
import { BAHRAIN_GYMS, BAHRAIN_TRAINERS } from './bahrain-data';
import { seedClasses } from './classes';
import { seedHistory } from './history';
import { seedPayments } from './payments';
import { DEMO_CUSTOMER, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, GYMS, TRAINERS } from './people';
import { seedPtTrainers } from './pt-trainers';
import { seedReferenceData } from './reference';
import { STORES } from './reference-data';

/**
 * Reference data and the demo (development and tests): demo accounts share a public password, so the
 * start never writes them in production (start.ts).
 */
export async function seed(db: Db, options: { publicUrl: string; now?: Date }): Promise<void> {
  await seedReferenceData(db, options);
  await seedDemo(db, options);
}

/** Idempotent: every insert is keyed on a natural unique key, so running it twice changes nothing. */
export async function seedDemo(db: Db, options: { now?: Date }): Promise<void> {
  const categoryIds = new Map((await db.select().from(classCategories)).map((c) => [c.name, c.id]));
  const localityRows = await db.select().from(localities);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  async function ensureUser(values: typeof users.$inferInsert): Promise<{ id: number; created: boolean }> {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, values.email.toLowerCase()));
    if (existing) return { id: existing.id, created: false };
    const [created] = await db.insert(users).values(values).returning({ id: users.id });
    const currencyCode = STORES.find((store) => store.id === (values.storeId ?? 1))!.currencyCode;
    await db.insert(wallets).values({ userId: created!.id, currencyCode }).onConflictDoNothing();
    return { id: created!.id, created: true };
  }

  async function setActivities(userId: number, names: string[]) {
    const ids = names.map((name) => categoryIds.get(name)).filter((id): id is number => id !== undefined);
    if (ids.length === 0) return;
    await db
      .insert(userActivities)
      .values(ids.map((classCategoryId) => ({ userId, classCategoryId })))
      .onConflictDoNothing();
  }

  // Bahrain's partners are new users on a database seeded before them, so they arrive on its next start.
  for (const gym of [...GYMS, ...BAHRAIN_GYMS]) {
    const { id, created } = await ensureUser({
      email: gym.email,
      passwordHash,
      firstName: gym.firstName,
      lastName: gym.lastName,
      category: ROLE.gym,
      storeId: gym.storeId ?? 1,
      gender: 'MALE',
      mobile: gym.mobile ?? '96522001100',
      bio: gym.bio,
    });
    if (!created) continue;
    await setActivities(id, gym.activities);
    await db.insert(gymProfiles).values({
      userId: id,
      studioName: gym.studioName,
      classType: gym.classType,
      noOfBranches: gym.branches.length,
      price: 15_000,
      monthlyPrice: 35_000,
      yearlyPrice: 300_000,
      role: 'OWNER',
    });
    for (const branch of gym.branches) {
      const locality = localityRows.find((row) => row.name === branch.locality)!;
      await db.insert(gymBranches).values({
        gymUserId: id,
        name: branch.name,
        localityId: locality.id,
        address: branch.address,
        latitude: locality.latitude,
        longitude: locality.longitude,
        studioInstruction: branch.instruction,
      });
    }
  }

  // Also on a database seeded when the operator was whichever gym account came first.
  await db
    .update(users)
    .set({ platformOperator: true })
    .where(eq(sql`lower(${users.email})`, DEMO_OPERATOR_EMAIL));

  for (const trainer of [...TRAINERS, ...BAHRAIN_TRAINERS]) {
    const { id, created } = await ensureUser({
      email: trainer.email,
      passwordHash,
      firstName: trainer.firstName,
      lastName: trainer.lastName,
      category: ROLE.trainer,
      storeId: trainer.storeId ?? 1,
      gender: trainer.gender,
      mobile: trainer.mobile ?? '96566001122',
      nationality: trainer.nationality,
      bio: trainer.bio,
    });
    if (!created) continue;
    await db.insert(trainerProfiles).values({
      userId: id,
      trainerType: trainer.trainerType,
      classRate: 10_000,
      certificates: ['REPs Level 3', 'First Aid and CPR'],
    });
    await setActivities(id, trainer.activities);
  }

  const customer = await ensureUser({
    email: DEMO_CUSTOMER.email,
    passwordHash,
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    category: ROLE.customer,
    gender: DEMO_CUSTOMER.gender,
    mobile: DEMO_CUSTOMER.mobile,
    dob: DEMO_CUSTOMER.dob,
    nationality: DEMO_CUSTOMER.nationality,
    location: DEMO_CUSTOMER.location,
    timePreference: DEMO_CUSTOMER.timePreference,
  });
  if (customer.created) {
    await setActivities(customer.id, DEMO_CUSTOMER.activities);
    await db.insert(kids).values({ userId: customer.id, ...DEMO_CUSTOMER.kid });
  }

  await seedClasses(db, { passwordHash, now: options.now });
  await seedPayments(db, { now: options.now });
  await seedHistory(db, { passwordHash, now: options.now });
  await seedPtTrainers(db);
  // The demo's gyms name their trainers: those trainers are on the gyms' teams.
  await adoptTeachingLinks(db, () => options.now ?? new Date());
  // Written after both seeds made the packages, and again into a database seeded before they existed.
  for (const [name, texts] of Object.entries(PACKAGE_TEXTS_AR)) {
    await db.update(packages).set(texts).where(eq(packages.name, name));
  }
}
