import { type AppModule, underApi } from '../../lib/app-module';
import type { ClassItemsReader } from './class-items.reader';
import { createClassesRepository } from './classes.repository';
import { classesRoutes } from './classes.routes';
import { createClassesService } from './classes.service';

export { toClassItem, type Viewer, type ViewerMarks } from './class-item.mapper';
export {
  type ClassItemsReader,
  createClassItemsReader,
  type PageRequest,
  type SessionMarks,
} from './class-items.reader';
export type { ClassItemRow, SessionFilter, SessionOrder } from './class-items.repository';
export { type ClassPreviews, createClassPreviews } from './class-previews.service';
export { type ClassesService, createClassesService } from './classes.service';
/** The live-session rule, which the bookings' and class management's statements compose (a SQL condition). */
export { liveSession } from './live-session.parts';
export { type MaterialiseOptions, materialiseSessions } from './session-plan.service';

/** The class items reader, built once by app.ts for every discovery module. */
export interface ClassReadsShared {
  items: ClassItemsReader;
}

/** The class list and a class's page. */
export const classesModule: AppModule<ClassReadsShared> = {
  name: 'classes',
  async register(app, { db, config, now, epoch, items }) {
    await underApi(app, async (v1) => {
      await v1.register(classesRoutes, {
        classes: createClassesService({
          items,
          classes: createClassesRepository(db),
          now,
          epoch,
          listCacheMs: config.CLASS_LIST_CACHE_MS,
          listSeatsMs: config.CLASS_LIST_SEATS_MS,
        }),
      });
    });
  },
};
