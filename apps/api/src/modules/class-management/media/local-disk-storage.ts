import { createReadStream, mkdtempSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../../config';
import { contentTypeOfKey, MEDIA_KEY, type MediaStorage } from './storage';

/** Uploads go under MEDIA_DIR, else DATA_DIR/media; an in-memory database gets a temporary folder. */
export function mediaRootFor(config: Pick<Config, 'DATA_DIR' | 'MEDIA_DIR'>): string {
  if (config.MEDIA_DIR) return config.MEDIA_DIR;
  if (config.DATA_DIR.startsWith('memory://')) return mkdtempSync(path.join(tmpdir(), 'kinetic-media-'));
  return path.join(config.DATA_DIR, 'media');
}

/**
 * The default driver: files under a directory of this machine. Only one process sees them; several
 * processes need the S3 driver (docs/adr/0035). The type is the key's extension, the cache header is
 * set when the file is served.
 */
export function createLocalDiskStorage(root: string): MediaStorage & { root: string } {
  const fileOf = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`invalid media key ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would be atomic; a fresh uuid key is never read before put resolves anyway.
      await writeFile(file, bytes);
    },
    async open(key) {
      if (!MEDIA_KEY.test(key)) return null;
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), contentType: contentTypeOfKey(key), contentLength: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
