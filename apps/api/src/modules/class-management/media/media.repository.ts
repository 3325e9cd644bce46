import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { media } from '../../../db/schema';

export function createMediaRepository(db: Db) {
  return {
    async insert(values: typeof media.$inferInsert) {
      const [row] = await db.insert(media).values(values).returning();
      return row!;
    },
    async find(id: number) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row;
    },
    async replace(id: number, values: Partial<typeof media.$inferInsert>) {
      const [row] = await db.update(media).set(values).where(eq(media.id, id)).returning();
      return row!;
    },
    async remove(id: number) {
      await db.delete(media).where(eq(media.id, id));
    },
    ofOwner: (ownerUserId: number) =>
      db
        .select()
        .from(media)
        .where(and(eq(media.ownerUserId, ownerUserId)))
        .orderBy(asc(media.id)),
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
