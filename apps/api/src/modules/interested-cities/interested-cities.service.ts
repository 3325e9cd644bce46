import { notFound } from '../../lib/errors';
import type { InterestedCitiesRepository } from './interested-cities.repository';

/** SPEC 4.1 'Other' country branch: save the city, then (second call) the e-mail to tell when we arrive. */
export function createInterestedCitiesService(repository: InterestedCitiesRepository) {
  return {
    async save(body: { cityName: string; useremail?: string | null }): Promise<{ id: number }> {
      return { id: await repository.insert(body.cityName, body.useremail ?? null) };
    },
    async saveEmail(id: number, email: string): Promise<{ id: number }> {
      const updated = await repository.setEmail(id, email);
      if (updated === undefined) throw notFound();
      return { id: updated };
    },
  };
}
export type InterestedCitiesService = ReturnType<typeof createInterestedCitiesService>;
