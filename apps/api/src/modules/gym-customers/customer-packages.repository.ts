import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, kids, packages, purchases, userPackages } from '../../db/schema';

/** The writes of a gym's package desk, each on the caller's transaction. */
export function customerPackageQueries(db: Db) {
  return {
    async packageOfGym(gymId: number, packageId: number) {
      const [row] = await db
        .select()
        .from(packages)
        .where(and(eq(packages.id, packageId), eq(packages.gymUserId, gymId)));
      return row ?? null;
    },
    async kidOf(userId: number, kidId: number) {
      const [row] = await db
        .select({ id: kids.id })
        .from(kids)
        .where(and(eq(kids.id, kidId), eq(kids.userId, userId), isNull(kids.deletedAt)));
      return row ?? null;
    },
    async insertUserPackage(values: typeof userPackages.$inferInsert) {
      const [row] = await db.insert(userPackages).values(values).returning();
      return row!;
    },
    async insertLedger(values: typeof creditLedger.$inferInsert) {
      await db.insert(creditLedger).values(values);
    },
    async insertPurchase(values: typeof purchases.$inferInsert) {
      const [row] = await db.insert(purchases).values(values).returning({ id: purchases.id });
      return row!.id;
    },
    /** The customer's package at this gym, locked for the change (null: not theirs, or not this gym's). */
    async lockGymUserPackage(gymId: number, userId: number, userPackageId: number) {
      const [row] = await db
        .select({ up: userPackages, currencyCode: packages.currencyCode })
        .from(userPackages)
        .innerJoin(packages, eq(packages.id, userPackages.packageId))
        .where(
          and(
            eq(userPackages.id, userPackageId),
            eq(userPackages.userId, userId),
            or(eq(userPackages.gymUserId, gymId), eq(packages.gymUserId, gymId)),
          ),
        )
        .for('update', { of: userPackages });
      return row ?? null;
    },
    async updateUserPackage(id: number, values: Partial<typeof userPackages.$inferInsert>) {
      const [row] = await db.update(userPackages).set(values).where(eq(userPackages.id, id)).returning();
      return row!;
    },
    /** The desk order that paid for a package (the only amount a gym may correct here). */
    async deskOrderOf(userPackageId: number) {
      const [row] = await db
        .select({ id: purchases.id, amount: purchases.amount })
        .from(purchases)
        .where(
          and(
            eq(purchases.userPackageId, userPackageId),
            eq(purchases.kind, 'DESK'),
            eq(purchases.status, 'PAID'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async setOrderAmount(purchaseId: number, amount: number) {
      await db.update(purchases).set({ amount, price: amount }).where(eq(purchases.id, purchaseId));
    },
    /** The end of a store calendar day (the next day's 00:00 in the time zone). */
    async endOfDay(date: string, timeZone: string): Promise<Date> {
      const result = await db.execute(
        sql`select ((${date}::date + 1)::timestamp at time zone ${timeZone}) as at`,
      );
      const rows = (result as unknown as { rows: { at: Date | string }[] }).rows;
      return new Date(rows[0]!.at);
    },
  };
}
export type CustomerPackageQueries = ReturnType<typeof customerPackageQueries>;
