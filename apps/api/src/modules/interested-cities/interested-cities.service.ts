import { notFound } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { InterestedCitiesRepository } from './interested-cities.repository';

/**
 * SPEC 4.1 'Other' country branch: save the city, then (second call) the e-mail to tell when we arrive.
 * The caller is a guest, so the first call hands back a key that the second must show: row ids are
 * sequential, and without it anyone could overwrite anyone's e-mail.
 */
export function createInterestedCitiesService(repository: InterestedCitiesRepository) {
  return {
    async save(body: {
      cityName: string;
      useremail?: string | null;
    }): Promise<{ id: number; editKey: string }> {
      const editKey = newOpaqueToken();
      const id = await repository.insert(body.cityName, body.useremail ?? null, hashToken(editKey));
      return { id, editKey };
    },
    async saveEmail(id: number, editKey: string, email: string): Promise<{ id: number }> {
      const updated = await repository.setEmail(id, hashToken(editKey), email);
      if (updated === undefined) throw notFound();
      return { id: updated };
    },
  };
}
export type InterestedCitiesService = ReturnType<typeof createInterestedCitiesService>;
