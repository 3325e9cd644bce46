import { USER_CATEGORY } from '../account/user-category';

/**
 * SPEC 6: a trainer may edit classes only while their gym has set trainerAllowEdit; non-trainers are
 * always allowed (a gym's own trainerAllowEdit means nothing). Whether the user manages classes at all
 * (trainers and gyms only) is the route's check, not this one.
 */
export function mayEditClasses(user: { userCategory: number; trainerAllowEdit: boolean }): boolean {
  return user.userCategory !== USER_CATEGORY.trainer || user.trainerAllowEdit;
}

/** Who a class belongs to: its publisher, the gym it runs at, and the trainers of its live timings. */
export interface ClassManagers {
  ownerUserId: number;
  gymUserId: number | null;
  trainerUserIds: readonly number[];
}

/**
 * A class is the user's own when they published it, when it runs at their gym (gyms and gym staff
 * act as the gym), or when they teach one of its timings (trainers). The API refuses edits of any
 * other class ("This is not one of your classes.") and the web shows EDIT only on these.
 */
export function managesClass(user: { id: number; userCategory: number }, klass: ClassManagers): boolean {
  if (klass.ownerUserId === user.id) return true;
  if (user.userCategory === USER_CATEGORY.gym || user.userCategory === USER_CATEGORY.gymStaff)
    return klass.gymUserId === user.id;
  if (user.userCategory === USER_CATEGORY.trainer) return klass.trainerUserIds.includes(user.id);
  return false;
}

/** EDIT on a class (SPEC 2.5, 6): its own trainer while trainerAllowEdit is on, or its own gym. */
export function mayEditClass(
  user: { id: number; userCategory: number; trainerAllowEdit: boolean },
  klass: ClassManagers,
): boolean {
  return user.userCategory !== USER_CATEGORY.customer && mayEditClasses(user) && managesClass(user, klass);
}

/**
 * Who may cancel a customer's booking (SPEC 7.3's "unjoin gym class"): the side that runs the class.
 * At a gym that is the gym and its staff, never a trainer teaching there; a freelance trainer's own
 * class (no gym) is run by that trainer, who would otherwise have no one to ask.
 */
export function mayCancelCustomersBooking(
  user: { id: number; userCategory: number },
  klass: ClassManagers,
): boolean {
  if (!managesClass(user, klass)) return false;
  if (user.userCategory === USER_CATEGORY.gym || user.userCategory === USER_CATEGORY.gymStaff) return true;
  return klass.gymUserId === null && klass.ownerUserId === user.id;
}
