import type { AppModule } from '../../lib/app-module';
import { createClassItemsReader } from '../classes';
import { checkInCodeRoutes } from './check-in-code.routes';
import { linkMedia } from './class-writes';

/** Class management's writes, for a module that creates classes and sessions of its own (PT slots). */
export { createScheduleWrites, type ScheduleWrites } from './schedule-writes.service';

import { createManageRepository } from './manage.repository';
import { manageRoutes } from './manage.routes';
import { createManageClassesService } from './manage-classes.service';
import { createMediaRepository } from './media/media.repository';
import { mediaApiRoutes, mediaFileRoutes } from './media/media.routes';
import { createMediaService } from './media/media.service';
import { createMediaStorage } from './media/storage-driver';
import { createProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { createRamadanRepository } from './ramadan/ramadan.repository';
import { ramadanRoutes } from './ramadan/ramadan.routes';
import { createRamadanService } from './ramadan/ramadan.service';
import { sessionPeopleRoutes } from './session-people.routes';
import { createSessionPeopleService } from './session-people.service';

/**
 * Class management for trainers and gyms: classes, timings, slots and sessions, the people
 * in a session, media and profiles. Registered at the root by app.ts: the API under /api/v1, the
 * uploaded files under /media/uploads.
 */
export const classManagementModule: AppModule = {
  name: 'class-management',
  async register(app, { db, config, now, feed }) {
    const repository = createManageRepository(db);
    const items = createClassItemsReader(db, { feed, now });
    const storage = await createMediaStorage(config);
    app.addHook('onClose', async () => storage.close?.());
    const media = createMediaService({
      repository: createMediaRepository(db),
      storage,
      onClassMediaChanged: async (classId) => {
        const current = (await repository.classMedia(classId)).map((m) => m.id);
        await linkMedia(repository, classId, current);
      },
      now,
    });
    await app.register(
      async (v1) => {
        await v1.register(manageRoutes, {
          classes: createManageClassesService({ repository, discardMediaFiles: media.discardFilesOf, now }),
        });
        const people = createSessionPeopleService({ repository, items, now });
        await v1.register(sessionPeopleRoutes, { people });
        await v1.register(checkInCodeRoutes, { people });
        await v1.register(ramadanRoutes, {
          ramadan: createRamadanService({ repository: createRamadanRepository(db), now }),
        });
        await v1.register(mediaApiRoutes, { media });
        await v1.register(profileRoutes, {
          profiles: createProfileService({ profiles: createProfileRepository(db), media, repository }),
        });
      },
      { prefix: '/api/v1' },
    );
    await app.register(mediaFileRoutes, { media, publicUrl: config.MEDIA_PUBLIC_URL });
  },
};
