import { api } from '../../../lib/api-client';
import type { MediaDto } from './contract';

/** POST /media (multipart, field `files`): one file per call, so a failure costs only that file. */
export async function uploadImage(file: File): Promise<MediaDto> {
  const form = new FormData();
  form.append('files', file);
  const [media] = await api<MediaDto[]>('POST', '/media', { body: form });
  if (!media) throw new Error('The server stored no image.');
  return media;
}

/** POST /media/:id: a new file in place of the old one (same id). */
export async function replaceImage(mediaId: number, file: File): Promise<MediaDto> {
  const form = new FormData();
  form.append('files', file);
  const result = await api<MediaDto | MediaDto[]>('POST', `/media/${mediaId}`, { body: form });
  const media = Array.isArray(result) ? result[0] : result;
  if (!media) throw new Error('The server stored no image.');
  return media;
}

export const deleteImage = (mediaId: number) => api<unknown>('DELETE', `/media/${mediaId}`);

/** Uploads each file; answers the stored media and how many failed. */
export async function uploadImages(files: File[]): Promise<{ media: MediaDto[]; failed: number }> {
  const results = await Promise.allSettled(files.map(uploadImage));
  const media = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return { media, failed: files.length - media.length };
}
