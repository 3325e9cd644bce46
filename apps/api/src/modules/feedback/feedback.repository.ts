import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';

export function createFeedbackRepository(db: Db) {
  return {
    async insert(row: typeof feedback.$inferInsert): Promise<void> {
      await db.insert(feedback).values(row);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
