export { GlobalSearch } from './components/GlobalSearch';
export { SearchResultsView } from './components/SearchResultsView';
