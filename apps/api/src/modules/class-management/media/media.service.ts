import { randomUUID } from 'node:crypto';
import { MEDIA_LIMITS, type MediaDto } from '@kinetic/domain';
import { fail } from '../../../lib/errors';
import { type CheckedImage, checkImage } from './images';
import type { MediaRepository } from './media.repository';
import { toMediaDto } from './media-dto';
import type { MediaStorage } from './storage';

export interface Upload {
  bytes: Buffer;
}

/** Called after an image of a class changed, so the class row's mirrored picture follows. */
export type ClassMediaChanged = (classId: number) => Promise<void>;

/**
 * Uploads (SPEC 7.7): every file is checked by its bytes before anything is stored, so a request with
 * one bad file stores nothing (415); the thumbnail is made here, not by the browser.
 */
export function createMediaService(deps: {
  repository: MediaRepository;
  storage: MediaStorage;
  onClassMediaChanged: ClassMediaChanged;
  now?: () => Date;
}) {
  const { repository, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkAll(uploads: Upload[]): Promise<CheckedImage[]> {
    if (uploads.length === 0) throw fail('NO_FILES');
    const checked: CheckedImage[] = [];
    for (const upload of uploads) {
      const image = await checkImage(upload.bytes);
      if (image === 'not-an-image') throw fail('FILE_WRONG_TYPE');
      if (image === 'too-many-pixels') {
        throw fail('IMAGE_TOO_MANY_PIXELS', { arg: MEDIA_LIMITS.maxMegapixels });
      }
      checked.push(image);
    }
    return checked;
  }

  /** Writes the image and its thumbnail (made by the check); on failure removes whatever got written. */
  async function store(bytes: Buffer, image: CheckedImage) {
    const id = randomUUID();
    const storageKey = `uploads/${id}.${image.extension}`;
    const thumbnailKey = `uploads/${id}-thumb.webp`;
    try {
      await storage.put(storageKey, bytes, image.contentType);
      await storage.put(thumbnailKey, image.thumbnail, 'image/webp');
    } catch (error) {
      await discard([storageKey, thumbnailKey]);
      throw error;
    }
    return { storageKey, thumbnailKey };
  }

  /** Best effort: a file left behind costs storage, never a wrong page (nothing points at it). */
  async function discard(keys: string[]) {
    for (const key of keys) await storage.delete(key).catch(() => undefined);
  }

  async function owned(ownerId: number, id: number) {
    const row = await repository.find(id);
    if (!row) throw fail('MEDIA_NOT_FOUND');
    if (row.ownerUserId !== ownerId) throw fail('NOT_YOUR_MEDIA');
    return row;
  }

  return {
    async upload(ownerId: number, uploads: Upload[]): Promise<MediaDto[]> {
      const checked = await checkAll(uploads);
      const out: MediaDto[] = [];
      for (const [index, upload] of uploads.entries()) {
        const image = checked[index]!;
        const keys = await store(upload.bytes, image);
        try {
          const row = await repository.insert({
            ownerUserId: ownerId,
            ...keys,
            contentType: image.contentType,
            sizeBytes: upload.bytes.length,
            width: image.width,
            height: image.height,
            createdAt: now(),
            updatedAt: now(),
          });
          out.push(toMediaDto(row));
        } catch (error) {
          await discard([keys.storageKey, keys.thumbnailKey]);
          throw error;
        }
      }
      return out;
    },

    /** POST /media/:id: new bytes under the same id (new keys, so caches never serve the old picture). */
    async replace(ownerId: number, id: number, upload: Upload): Promise<MediaDto> {
      const row = await owned(ownerId, id);
      const [image] = await checkAll([upload]);
      const keys = await store(upload.bytes, image!);
      const updated = await repository.replace(id, {
        ...keys,
        contentType: image!.contentType,
        sizeBytes: upload.bytes.length,
        width: image!.width,
        height: image!.height,
        updatedAt: now(),
      });
      await discard([row.storageKey, row.thumbnailKey]);
      if (updated.classId) await deps.onClassMediaChanged(updated.classId);
      return toMediaDto(updated);
    },

    async remove(ownerId: number, id: number): Promise<void> {
      const row = await owned(ownerId, id);
      await repository.remove(id);
      await discard([row.storageKey, row.thumbnailKey]);
      if (row.classId) await deps.onClassMediaChanged(row.classId);
    },

    /** For profile pictures: the caller's own image. */
    owned,

    /** The files of images whose rows are gone (a deleted class's pictures). */
    discardFilesOf: (rows: { storageKey: string; thumbnailKey: string }[]) =>
      discard(rows.flatMap((row) => [row.storageKey, row.thumbnailKey])),

    open: (key: string) => storage.open(key),
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
