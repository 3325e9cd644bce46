import type { OnboardingFacts } from '@kinetic/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitnessClasses, gymBranches, users } from '../../db/schema';

/** The partner's own rows the checklist is computed from. */
export function createOnboardingRepository(db: Db) {
  return {
    /** The facts of `userId`'s checklist; undefined for no such user. */
    async facts(userId: number): Promise<OnboardingFacts | undefined> {
      const branches = db
        .select({ n: sql<number>`count(*)::int` })
        .from(gymBranches)
        .where(eq(gymBranches.gymUserId, users.id));
      // Classes they created and kept; a PT trainer's class is made by the app when a slot is taken.
      const classes = db
        .select({ n: sql<number>`count(*)::int` })
        .from(fitnessClasses)
        .where(
          and(
            eq(fitnessClasses.ownerUserId, users.id),
            isNull(fitnessClasses.deletedAt),
            isNull(fitnessClasses.ptTrainerId),
          ),
        );
      const [row] = await db
        .select({
          category: users.category,
          profileImageUrl: users.profileImageUrl,
          bio: users.bio,
          branches: sql<number>`(${branches})`,
          classes: sql<number>`(${classes})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row && { ...row, branches: Number(row.branches), classes: Number(row.classes) };
    },
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
