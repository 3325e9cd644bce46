import type { Config } from '../../../config';
import { createLocalDiskStorage, mediaRootFor } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

/** MEDIA_STORAGE picks the driver: the local disk (default) or an S3-compatible bucket (docs/adr/0035). */
export async function createMediaStorage(config: Config): Promise<MediaStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(mediaRootFor(config));
}
