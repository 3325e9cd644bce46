import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

/** The ask after an attended class (the ask-for-reviews job). */
export { askForReviews } from './ask.service';

/**
 * Ratings and reviews of attended classes (docs/adr/0043): one per booking; the class keeps its
 * visible reviews' count and total so the class list sorts and filters on them.
 */
export const reviewsModule: AppModule = {
  name: 'reviews',
  async register(app, { db, now }) {
    const reviews = createReviewsService({
      reviews: createReviewsRepository(db),
      scope: createGymAdminScope(db),
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(reviewsRoutes, { reviews });
    });
  },
};
