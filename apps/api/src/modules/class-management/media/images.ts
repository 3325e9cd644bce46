import { MEDIA_LIMITS } from '@kinetic/domain';
import sharp from 'sharp';
import { createLimiter } from '../../../lib/limiter';

const MAX_PIXELS = MEDIA_LIMITS.maxMegapixels * 1_000_000;
/** Decoding holds the whole picture in memory: a few at a time, whatever the number of uploads. */
const decoding = createLimiter(2);

/** What an upload turned out to be, judged by its bytes (never the client's content-type or name). */
export interface CheckedImage {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

export function sniffImageType(bytes: Buffer): CheckedImage['contentType'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * The image's type and size if its bytes are a JPEG, PNG or WebP within the pixel limit (its header
 * says so before anything is decoded); otherwise why not.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage | 'not-an-image' | 'too-many-pixels'> {
  const contentType = sniffImageType(bytes);
  if (!contentType) return 'not-an-image';
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return 'not-an-image';
    if (meta.width * meta.height > MAX_PIXELS) return 'too-many-pixels';
    return { contentType, extension: EXTENSION[contentType], width: meta.width, height: meta.height };
  } catch {
    return 'not-an-image';
  }
}

/** A WebP thumbnail, upright (EXIF orientation applied), at most 400 px wide. */
export function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  return decoding(() =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MEDIA_LIMITS.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}
