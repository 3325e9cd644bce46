import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interestedCities } from '../../db/schema';

export function createInterestedCitiesRepository(db: Db) {
  return {
    async insert(cityName: string, email: string | null, editKeyHash: string): Promise<number> {
      const [row] = await db
        .insert(interestedCities)
        .values({ cityName, email, editKeyHash })
        .returning({ id: interestedCities.id });
      return row!.id;
    },
    /** The id of the updated row, or undefined when no row has this id and key. */
    async setEmail(id: number, editKeyHash: string, email: string): Promise<number | undefined> {
      const [row] = await db
        .update(interestedCities)
        .set({ email })
        .where(and(eq(interestedCities.id, id), eq(interestedCities.editKeyHash, editKeyHash)))
        .returning({ id: interestedCities.id });
      return row?.id;
    },
  };
}
export type InterestedCitiesRepository = ReturnType<typeof createInterestedCitiesRepository>;
