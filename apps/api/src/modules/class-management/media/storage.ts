import type { Readable } from 'node:stream';

/** What an upload is stored as: originals keep their type, thumbnails are always WebP. */
export type MediaContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Where uploaded bytes live (docs/adr/0006, 0035). Keys are ours ('uploads/<uuid>.jpg'), never the
 * client's file name; a key is written once and never rewritten (a replaced image gets new keys), which
 * is why every copy may be cached for a year.
 */
export interface MediaStorage {
  /** Stores the bytes under the key with their type and MEDIA_CACHE_CONTROL. */
  put(key: string, bytes: Buffer, contentType: MediaContentType): Promise<void>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  open(key: string): Promise<StoredMedia | null>;
  /** Removes the key; removing one that holds nothing is no error. */
  delete(key: string): Promise<void>;
  /** Lets go of open connections when the app closes. */
  close?(): void;
}

export interface StoredMedia {
  body: Readable;
  contentType: string;
  /** Known to both drivers; absent only if a store does not say. */
  contentLength?: number;
}

export const MEDIA_KEY = /^uploads\/[0-9a-f-]{36}(-thumb)?\.(jpg|png|webp)$/;
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, MediaContentType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** The type a key's extension names (the key was made from the checked bytes' type). */
export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
