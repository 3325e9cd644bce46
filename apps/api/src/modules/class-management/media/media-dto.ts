import type { MediaDto } from '@kinetic/domain';
import type { media } from '../../../db/schema';

/** Files are served from /media/<key> (media.routes.ts) whatever storage holds them. */
export const mediaUrlOf = (key: string) => `/media/${key}`;

export function toMediaDto(row: typeof media.$inferSelect): MediaDto {
  return {
    id: row.id,
    mediaUrl: mediaUrlOf(row.storageKey),
    mediaThumbNailUrl: mediaUrlOf(row.thumbnailKey),
  };
}
