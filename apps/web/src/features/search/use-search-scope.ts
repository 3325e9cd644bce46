import { searchForCategory, searchSections } from '@kinetic/domain';
import { useBrand } from '../../lib/brand';
import { useSessionUser } from '../../lib/session';

/** SPEC 5 and 6: who searches (guests search as members) and which result groups they may see. */
export function useSearchScope() {
  const user = useSessionUser();
  const brand = useBrand();
  const searchFor = user ? searchForCategory(user.userCategory) : 'user';
  return { searchFor, sections: searchSections(searchFor, brand.isPrime) };
}
