import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { linkMedia } from './class-management/class-writes';
import { createManageRepository } from './class-management/manage.repository';
import { manageRoutes } from './class-management/manage.routes';
import { createManageClassesService } from './class-management/manage-classes.service';
import { createMediaRepository } from './class-management/media/media.repository';
import { mediaApiRoutes, mediaFileRoutes } from './class-management/media/media.routes';
import { createMediaService } from './class-management/media/media.service';
import { createLocalDiskStorage } from './class-management/media/storage';
import { profileRoutes } from './class-management/profile.routes';
import { createProfileService } from './class-management/profile.service';
import { sessionPeopleRoutes } from './class-management/session-people.routes';
import { createSessionPeopleService } from './class-management/session-people.service';
import { createClassItemsReader } from './classes/class-items.reader';
import { createClassItemsRepository } from './classes/class-items.repository';

/** Uploads go under MEDIA_DIR, else DATA_DIR/media; an in-memory database gets a temporary folder. */
export function mediaRootFor(config: Pick<Config, 'DATA_DIR' | 'MEDIA_DIR'>): string {
  if (config.MEDIA_DIR) return config.MEDIA_DIR;
  if (config.DATA_DIR.startsWith('memory://')) return mkdtempSync(path.join(tmpdir(), 'kinetic-media-'));
  return path.join(config.DATA_DIR, 'media');
}

/**
 * Class management for trainers and gyms (issue 5): classes, timings, slots and sessions, the people
 * in a session, media and profiles. Registered at the root by app.ts: the API under /api/v1, the
 * uploaded files under /media/uploads.
 */
export const classManagementPlugin: FastifyPluginAsync<{ db: Db; config: Config; now?: () => Date }> = async (
  app,
  { db, config, now },
) => {
  const repository = createManageRepository(db);
  const items = createClassItemsReader(createClassItemsRepository(db), { feed: app.changeFeed, now });
  const media = createMediaService({
    repository: createMediaRepository(db),
    storage: createLocalDiskStorage(mediaRootFor(config)),
    onClassMediaChanged: async (classId) => {
      const current = (await repository.classMedia(classId)).map((m) => m.id);
      await linkMedia(repository, classId, current);
    },
    now,
  });
  await app.register(
    async (v1) => {
      await v1.register(manageRoutes, { classes: createManageClassesService({ repository, now }) });
      await v1.register(sessionPeopleRoutes, {
        people: createSessionPeopleService({ repository, items, now }),
      });
      await v1.register(mediaApiRoutes, { media });
      await v1.register(profileRoutes, { profiles: createProfileService({ db, media, repository }) });
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaFileRoutes, { media });
};
