import type { Db } from '../../db/client';
import { createClassesRepository } from './classes.repository';

/** What a shared session or class link's preview shows, while its page would show it (link-previews). */
export function createClassPreviews(db: Db) {
  const classes = createClassesRepository(db);
  return {
    sessionPreview: (sessionId: number) => classes.sessionPreview(sessionId),
    classPreview: (classId: number) => classes.classPreview(classId),
  };
}
export type ClassPreviews = ReturnType<typeof createClassPreviews>;
