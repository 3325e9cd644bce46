import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interestedCities } from '../../db/schema';

export function createInterestedCitiesRepository(db: Db) {
  return {
    async insert(cityName: string, email: string | null): Promise<number> {
      const [row] = await db
        .insert(interestedCities)
        .values({ cityName, email })
        .returning({ id: interestedCities.id });
      return row!.id;
    },
    /** The id of the updated row, or undefined when there is none. */
    async setEmail(id: number, email: string): Promise<number | undefined> {
      const [row] = await db
        .update(interestedCities)
        .set({ email })
        .where(eq(interestedCities.id, id))
        .returning({ id: interestedCities.id });
      return row?.id;
    },
  };
}
export type InterestedCitiesRepository = ReturnType<typeof createInterestedCitiesRepository>;
