import { type ImageContentType, imageTypeOf, MEDIA_LIMITS } from '@kinetic/domain';
import sharp from 'sharp';
import { createLimiter } from '../../../lib/limiter';

const MAX_PIXELS = MEDIA_LIMITS.maxMegapixels * 1_000_000;
/** Decoding holds the whole picture in memory: a few at a time, whatever the number of uploads. */
const decoding = createLimiter(2);

/** What an upload turned out to be, judged by its bytes (never the client's content-type or name). */
export interface CheckedImage {
  contentType: ImageContentType;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /** Its thumbnail: making it decodes every pixel, which is how a damaged file is caught. */
  thumbnail: Buffer;
}

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * The image's type, size and thumbnail if its bytes are a JPEG, PNG or WebP within the pixel limit (its
 * header says so before anything is decoded) that decodes whole; otherwise why not. A header alone is not
 * enough: a file cut short or damaged after it would only fail later, as a 500.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage | 'not-an-image' | 'too-many-pixels'> {
  const contentType = imageTypeOf(bytes);
  if (!contentType) return 'not-an-image';
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return 'not-an-image';
    if (meta.width * meta.height > MAX_PIXELS) return 'too-many-pixels';
    const thumbnail = await thumbnailOf(bytes);
    return {
      contentType,
      extension: EXTENSION[contentType],
      width: meta.width,
      height: meta.height,
      thumbnail,
    };
  } catch {
    return 'not-an-image';
  }
}

/** A WebP thumbnail, upright (EXIF orientation applied), at most 400 px wide; throws on damaged data. */
function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  return decoding(() =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MEDIA_LIMITS.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}
