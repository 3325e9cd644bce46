import { type AppModule, underApi } from '../../lib/app-module';
import { createFeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

export { createFeedbackService, type FeedbackService } from './feedback.service';

export const feedbackModule: AppModule = {
  name: 'feedback',
  async register(app, { db }) {
    await underApi(app, async (v1) => {
      await v1.register(feedbackRoutes, { feedback: createFeedbackService(createFeedbackRepository(db)) });
    });
  },
};
