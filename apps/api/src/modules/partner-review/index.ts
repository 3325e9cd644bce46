import { type AppModule, underApi } from '../../lib/app-module';
import type { BrandService } from '../brand';
import { createGymAdminScope } from '../gym-admin';
import { createPartnerReviewRepository } from './partner-review.repository';
import { partnerReviewRoutes } from './partner-review.routes';
import { createPartnerReviewService } from './partner-review.service';

/**
 * New partners' review by the platform operator: on a brand with partners_need_approval, a
 * new trainer or gym stays unlisted (partners module's rules) until approved here.
 */
export const partnerReviewModule: AppModule<{ brands: BrandService }> = {
  name: 'partner-review',
  async register(app, { db, now, brands }) {
    const reviews = createPartnerReviewService({
      reviews: createPartnerReviewRepository(db, now ?? (() => new Date())),
      scope: createGymAdminScope(db),
      // The brand's registration page says whether partners are reviewed: this process reads it anew.
      brandChanged: () => brands.invalidate(),
    });
    await underApi(app, async (v1) => {
      await v1.register(partnerReviewRoutes, { reviews });
    });
  },
};
