export { useExplore } from './api/explore';
export { ExploreCategories } from './components/ExploreCategories';
export { ExploreSection } from './components/ExploreSection';
export { PopularClasses } from './components/PopularClasses';
