import { routesLikeGym } from '@kinetic/domain';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { classTimings, fitnessClasses } from '../../db/schema';

/** Who is looking at a directory of partners (the discovery Viewer fits). */
export interface PartnerViewer {
  userId: number | null;
  category: number | null;
}

/** A guest (or a link-preview crawler). */
export const ANONYMOUS: PartnerViewer = { userId: null, category: null };

/**
 * A partner (trainer or gym) is published once a class of theirs is: one they own, one at their gym,
 * or one whose timing they teach, not deleted. Registration promises a review before a partner goes
 * public, and an empty page helps nobody, so until then they are left out of search, the trainer and
 * gym lists and explore, and their page answers 404 to others, as an unknown id does (so it neither
 * shows an empty page nor tells that the account exists).
 */
export function publishedPartner(userId: AnyColumn): SQL {
  return sql`(exists (select 1 from ${fitnessClasses} where ${fitnessClasses.deletedAt} is null and (${fitnessClasses.ownerUserId} = ${userId} or ${fitnessClasses.gymUserId} = ${userId}))
    or exists (select 1 from ${classTimings} inner join ${fitnessClasses} on ${fitnessClasses.id} = ${classTimings.classId} where ${classTimings.trainerUserId} = ${userId} and ${classTimings.deletedAt} is null and ${fitnessClasses.deletedAt} is null))`;
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
