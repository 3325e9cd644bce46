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

/**
 * The member guard of the brand the page is on (docs/adr/0008-route-guards.md). Membership, checkout,
 * payment confirmation and transactions are member routes on both brands: the main brand's route table
 * guards them with nonPrimeMember, the white-label table (SPEC 2.1: "applies on top") with primeMember,
 * and the pages hide credits on prime. A route of one brand only takes that brand's guard directly.
 */
export const memberGuardFor = (
  isPrimeBrand: boolean,
): Extract<RouteGuard, 'nonPrimeMember' | 'primeMember'> => (isPrimeBrand ? 'primeMember' : 'nonPrimeMember');

/** Partner (trainer and gym) registration belongs to the main brand: a prime brand signs in no partner. */
export const partnerRegistrationOpen = (isPrimeBrand: boolean): boolean => !isPrimeBrand;

/** Others are sent here. */
export const GUARD_REDIRECT = '/classes';
