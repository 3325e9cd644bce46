import { isTrainer, routesLikeGym } from '../account/user-category';
import type { SearchFor } from '../classes/schemas';

export interface SearchSections {
  trainers: boolean;
  gyms: boolean;
  classes: boolean;
}

/**
 * SPEC 5 and 6: gyms are shown only where members may see them: not on a prime brand. The one rule of
 * search's gym results, the gym list and gym pages, explore's featured gyms and the web's Gyms links.
 */
export function showsGyms(isPrime: boolean): boolean {
  return !isPrime;
}

/**
 * SPEC 5 and 6: trainers see only classes; gyms see trainers and classes; members see trainers,
 * classes, and gyms unless the brand is prime.
 */
export function searchSections(searchFor: SearchFor, isPrime: boolean): SearchSections {
  switch (searchFor) {
    case 'trainer':
      return { trainers: false, gyms: false, classes: true };
    case 'gym':
      return { trainers: true, gyms: false, classes: true };
    case 'user':
      return { trainers: true, gyms: showsGyms(isPrime), classes: true };
  }
}

/** The search role of a signed-in caller (category 1, 2, 3 or 6). */
export function searchForCategory(category: number): SearchFor {
  if (isTrainer(category)) return 'trainer';
  if (routesLikeGym(category)) return 'gym';
  return 'user';
}

/** SPEC 5: is there anything to show in the result panel for this role? */
export function hasSearchResults(
  sections: SearchSections,
  counts: { trainers: number; gyms: number; classes: number },
): boolean {
  return (
    (sections.trainers && counts.trainers > 0) ||
    (sections.gyms && counts.gyms > 0) ||
    (sections.classes && counts.classes > 0)
  );
}
