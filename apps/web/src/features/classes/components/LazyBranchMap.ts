import { lazy } from 'react';

/** The map library is large: the map loads on its own when a page first shows one. */
export const LazyBranchMap = lazy(() => import('./BranchMap'));
