import { type NotificationEvent, PARTNER_ROLES, type PartnerReviewStatus, ROLE } from '@kinetic/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, gymProfiles, users } from '../../db/schema';
import { mailsOn } from '../mail';
import { notificationWrites } from '../notifications';

const PARTNER_CATEGORIES = PARTNER_ROLES.map((role) => ROLE[role]);
const isPartner = inArray(users.category, PARTNER_CATEGORIES);
const pending = and(isPartner, eq(users.partnerReview, 'PENDING'));

/** A decision as it was written: the partner and what they are told. */
export interface Decision {
  status: Exclude<PartnerReviewStatus, 'PENDING'>;
  reason: string | null;
  at: Date;
}

/** Partners' review by the platform operator: who waits, and the decision with its notices. */
export function createPartnerReviewRepository(db: Db, now: () => Date) {
  return {
    /** Partners awaiting review, first registered first. */
    async pending(page: { limit: number; offset: number }) {
      const rows = await db
        .select({
          userId: users.id,
          category: users.category,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          studioName: gymProfiles.studioName,
          brandName: brands.name,
          brandNameAr: brands.nameAr,
          registeredAt: users.createdAt,
        })
        .from(users)
        .leftJoin(gymProfiles, eq(gymProfiles.userId, users.id))
        .leftJoin(brands, eq(brands.id, users.brandId))
        .where(pending)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db.select({ total: count() }).from(users).where(pending);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every brand with its setting: whether new partners registering on it wait for review. */
    brandSettings: () =>
      db
        .select({
          brandId: brands.id,
          name: brands.name,
          nameAr: brands.nameAr,
          host: brands.host,
          partnersNeedApproval: brands.partnersNeedApproval,
        })
        .from(brands)
        .orderBy(asc(brands.id)),

    /** Turns the brand's setting; answers whether the brand exists. Partners already registered keep their review. */
    async setBrandSetting(brandId: number, partnersNeedApproval: boolean): Promise<boolean> {
      const changed = await db
        .update(brands)
        .set({ partnersNeedApproval })
        .where(eq(brands.id, brandId))
        .returning({ id: brands.id });
      return changed.length > 0;
    },

    async state(userId: number) {
      const [row] = await db
        .select({
          status: users.partnerReview,
          reason: users.partnerReviewReason,
          reviewedAt: users.partnerReviewedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Decides on a partner still PENDING, and tells them (bell and mail) in the same transaction. A
     * partner already decided on is not changed: 'DECIDED'; no such partner: undefined.
     */
    async decide(userId: number, decision: Omit<Decision, 'at'>): Promise<Decision | 'DECIDED' | undefined> {
      return db.transaction(async (tx) => {
        const at = now();
        const [changed] = await tx
          .update(users)
          .set({
            partnerReview: decision.status,
            partnerReviewReason: decision.reason,
            partnerReviewedAt: at,
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, userId), pending))
          .returning({ id: users.id, category: users.category });
        if (!changed) {
          const [known] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), isPartner));
          return known ? 'DECIDED' : undefined;
        }
        const told: NotificationEvent =
          decision.status === 'APPROVED'
            ? { kind: 'partnerApproved', to: userId, values: {} }
            : { kind: 'partnerRefused', to: userId, values: { reason: decision.reason ?? '' } };
        await notificationWrites(tx as unknown as Db).notify(told);
        const made = { ...decision, at };
        await mailsOn(tx as unknown as Db, now).partnerReviewed(
          { id: userId, kind: changed.category === ROLE.trainer ? 'TRAINER' : 'GYM' },
          made,
        );
        return made;
      });
    },
  };
}
export type PartnerReviewRepository = ReturnType<typeof createPartnerReviewRepository>;
