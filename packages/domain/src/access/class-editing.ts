import { USER_CATEGORY } from '../account/user-category';

/**
 * SPEC 6: a trainer may edit classes only while their gym has set trainerAllowEdit; non-trainers are
 * always allowed (a gym's own trainerAllowEdit means nothing). Whether the user manages classes at all
 * (trainers and gyms only) is the route's check, not this one.
 */
export function mayEditClasses(user: { userCategory: number; trainerAllowEdit: boolean }): boolean {
  return user.userCategory !== USER_CATEGORY.trainer || user.trainerAllowEdit;
}
