import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;

export function createBrandRepository(db: Db) {
  return {
    async all(): Promise<BrandRow[]> {
      return db.select().from(brands);
    },
    async byHost(host: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.host, host));
      return row;
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
