import {
  type BrandReviewSettingDto,
  type Language,
  nameIn,
  type Page,
  type PartnerDecisionDto,
  type PartnerReviewStateDto,
  type PendingPartnerDto,
  ROLE,
} from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import type { PartnerReviewRepository } from './partner-review.repository';

/**
 * The platform operator's review of new partners. Every operator route answers 404 to any
 * other gym, as the cross-gym reports do (customers and trainers are refused 403 by the route's role).
 */
export function createPartnerReviewService(deps: {
  reviews: PartnerReviewRepository;
  scope: GymScope;
  /** A brand's setting changed: the brands this process keeps are read again. */
  brandChanged?: () => void;
}) {
  const { reviews, scope, brandChanged } = deps;

  async function decide(
    me: number,
    userId: number,
    status: 'APPROVED' | 'REFUSED',
    reason: string | null,
  ): Promise<PartnerDecisionDto> {
    await scope.assertMaster(me);
    const made = await reviews.decide(userId, { status, reason });
    if (made === undefined) throw notFound();
    if (made === 'DECIDED') throw fail('PARTNER_ALREADY_REVIEWED');
    return { userId, status: made.status, reason: made.reason, reviewedAt: made.at.toISOString() };
  }

  async function brandSettings(language: Language): Promise<BrandReviewSettingDto[]> {
    return (await reviews.brandSettings()).map(({ nameAr, ...brand }) => ({
      ...brand,
      name: nameIn({ name: brand.name, nameAr }, language),
    }));
  }

  return {
    async pending(
      me: number,
      query: { page: number; size: number },
      language: Language,
    ): Promise<Page<PendingPartnerDto>> {
      await scope.assertMaster(me);
      const { rows, total } = await reviews.pending({ limit: query.size, offset: query.page * query.size });
      return {
        items: rows.map((row) => {
          const isTrainer = row.category === ROLE.trainer;
          const person = `${row.firstName} ${row.lastName}`.trim();
          return {
            userId: row.userId,
            kind: isTrainer ? 'TRAINER' : 'GYM',
            name: isTrainer ? person : (row.studioName ?? person),
            contactName: isTrainer ? null : person,
            email: row.email,
            brandName: row.brandName
              ? nameIn({ name: row.brandName, nameAr: row.brandNameAr }, language)
              : '',
            registeredAt: row.registeredAt.toISOString(),
          };
        }),
        page: query.page,
        size: query.size,
        total,
      };
    },

    approve: (me: number, userId: number) => decide(me, userId, 'APPROVED', null),
    refuse: (me: number, userId: number, reason: string) => decide(me, userId, 'REFUSED', reason),

    async brandSettings(me: number, language: Language): Promise<BrandReviewSettingDto[]> {
      await scope.assertMaster(me);
      return brandSettings(language);
    },

    async setBrandSetting(
      me: number,
      brandId: number,
      partnersNeedApproval: boolean,
      language: Language,
    ): Promise<BrandReviewSettingDto> {
      await scope.assertMaster(me);
      if (!(await reviews.setBrandSetting(brandId, partnersNeedApproval))) throw notFound();
      brandChanged?.();
      const brand = (await brandSettings(language)).find((row) => row.brandId === brandId);
      if (!brand) throw notFound();
      return brand;
    },

    /** The caller's own review: what their space's banner shows. */
    async mine(userId: number): Promise<PartnerReviewStateDto> {
      const row = await reviews.state(userId);
      if (!row) throw notFound();
      return {
        status: row.status as PartnerReviewStateDto['status'],
        reason: row.reason,
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      };
    },
  };
}
export type PartnerReviewService = ReturnType<typeof createPartnerReviewService>;
