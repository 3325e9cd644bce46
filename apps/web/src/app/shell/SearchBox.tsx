import { GlobalSearch } from '../../features/search';

/** The global search box of the top bar (SPEC 2.2, 2.5). */
export function SearchBox() {
  return <GlobalSearch />;
}
