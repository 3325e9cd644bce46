import { routesLikeGym } from '@kinetic/domain';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { classTimings, fitnessClasses, users } from '../../db/schema';
import type { PartnerViewer } from './partner-viewer';

/**
 * The account `userId` is not approved by the operator (PENDING or REFUSED). Read from an
 * alias, so the rule also holds inside a query of app_user itself. Nearly every account is APPROVED, so
 * the planner may probe the key per row or hash the few that are not, whichever is cheaper.
 */
const unapproved = (userId: AnyColumn) =>
  sql`exists (select 1 from ${users} as reviewed where reviewed.id = ${userId} and reviewed.partner_review <> 'APPROVED')`;

/**
 * A partner (trainer or gym) is published once the operator approved them (APPROVED from the
 * start on a brand that asks for no review) and a class of theirs is: one they own, one at their gym,
 * or one whose timing they teach, not deleted. Registration promises a review before a partner goes
 * public, and an empty page helps nobody, so until then they are left out of search, the trainer and
 * gym lists and explore, and their page answers 404 to others, as an unknown id does (so it neither
 * shows an empty page nor tells that the account exists).
 */
export function publishedPartner(userId: AnyColumn): SQL {
  return sql`(${approvedPartner(userId)} and (exists (select 1 from ${fitnessClasses} where ${fitnessClasses.deletedAt} is null and (${fitnessClasses.ownerUserId} = ${userId} or ${fitnessClasses.gymUserId} = ${userId}))
    or exists (select 1 from ${classTimings} inner join ${fitnessClasses} on ${fitnessClasses.id} = ${classTimings.classId} where ${classTimings.trainerUserId} = ${userId} and ${classTimings.deletedAt} is null and ${fitnessClasses.deletedAt} is null)))`;
}

/**
 * The account `userId` does not await nor failed the operator's review; a null column names
 * no account and passes. What a partner offers in their own name (a follow, a PT booking, a package)
 * is there for others only while this holds: the one rule the ones below are made of.
 */
export function approvedPartner(userId: AnyColumn): SQL {
  return sql`not ${unapproved(userId)}`;
}

/**
 * A class is listed (class list, search, explore, its page, booking, checkout) while neither its owner
 * nor its gym awaits or failed the operator's review. A class an approved gym gives a
 * trainer still under review stays listed: the gym chose them.
 */
export function listedClass(ownerUserId: AnyColumn, gymUserId: AnyColumn): SQL {
  return sql`(${approvedPartner(ownerUserId)} and ${approvedPartner(gymUserId)})`;
}

/**
 * A package is on sale to others (the shop's lists, promo, quote, purchase, card payment, special
 * packages, subscription changes and renewals) while its gym, if it has one, is approved: a gym under
 * review sells nothing, as its classes are not bookable.
 */
export function listedPackage(gymUserId: AnyColumn): SQL {
  return approvedPartner(gymUserId);
}

/**
 * A gym's PT trainer is offered (the PT list, their dates and slots, taking a slot) while both the
 * gym and the trainer are approved: the card shows the trainer by name, as the trainer list
 * does, so a trainer under review is not offered even by an approved gym.
 */
export function listedPtTrainer(trainerUserId: AnyColumn, gymUserId: AnyColumn): SQL {
  return sql`(${approvedPartner(trainerUserId)} and ${approvedPartner(gymUserId)})`;
}

/**
 * The one rule of who sees a partner: everyone once published; before that the partner themselves
 * (their own page works), and, for trainers, gyms (a gym picks a new trainer for its class, which is
 * what publishes them).
 */
export function visiblePartner(userId: AnyColumn, kind: 'trainer' | 'gym', viewer: PartnerViewer): SQL {
  const self = viewer.userId === null ? undefined : sql`${userId} = ${viewer.userId}`;
  const gymPicksTrainer = kind === 'trainer' && routesLikeGym(viewer.category);
  return gymPicksTrainer ? sql`true` : (or(publishedPartner(userId), self) as SQL);
}
