import { USER_CATEGORY } from '../account/user-category';

/** SPEC 2.1: one guard admits only non-prime members (category 1), the other only prime members. */
export type RouteGuard = 'nonPrimeMember' | 'primeMember' | 'signedIn';

export interface Visitor {
  isPrimeBrand: boolean;
  category: number | null;
}

export function canEnter(guard: RouteGuard, visitor: Visitor): boolean {
  const isMember = visitor.category === USER_CATEGORY.customer;
  switch (guard) {
    case 'nonPrimeMember':
      return isMember && !visitor.isPrimeBrand;
    case 'primeMember':
      return isMember && visitor.isPrimeBrand;
    case 'signedIn':
      return visitor.category !== null;
  }
}

/** Others are sent here. */
export const GUARD_REDIRECT = '/classes';
