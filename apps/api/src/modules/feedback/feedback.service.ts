import { MSG } from '@kinetic/domain';
import type { FeedbackRepository } from './feedback.repository';

/** The contact form: anyone may write; a signed-in sender is recorded with the message. */
export function createFeedbackService(repository: FeedbackRepository) {
  return {
    async send(
      body: { name: string; email: string; message: string },
      userId: number | null,
    ): Promise<{ message: string }> {
      await repository.insert({ ...body, userId });
      return { message: MSG.messageSent };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
