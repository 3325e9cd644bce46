import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live (docs/adr/0006). Keys are ours ('uploads/<uuid>.jpg'), never the client's
 * file name. An object store implements the same three calls.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const MEDIA_KEY = /^uploads\/[0-9a-f-]{36}(-thumb)?\.(jpg|png|webp)$/;

/** The default: files under a directory (DATA_DIR/media unless MEDIA_DIR says otherwise). */
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
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        return await readFile(fileOf(key));
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
