import type { ClassItemDto } from '@kinetic/domain';

/**
 * SPEC 2.1 share link `classes/{classSessionId}/{titleStripped}`. The title keeps its words joined by
 * hyphens and always holds a letter, so it is never mistaken for the `{timestamp}` of
 * `classes/{classId}/{timestamp}`, which shares the same shape.
 */
export function titleStripped(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /[A-Za-z]/.test(slug) ? slug : `class-${slug}`.replace(/-$/, '');
}

export const sessionPath = (item: Pick<ClassItemDto, 'classSessionId' | 'title'>) =>
  `/classes/${item.classSessionId}/${titleStripped(item.title)}`;

export const shareUrl = (item: Pick<ClassItemDto, 'classSessionId' | 'title'>) =>
  `${window.location.origin}${sessionPath(item)}`;

export const isTimestamp = (segment: string) => /^\d+$/.test(segment);

export const trainerPath = (trainer: NonNullable<ClassItemDto['trainerDetail']>) =>
  `/trainer/${trainer.id}/${encodeURIComponent(trainer.firstName.replace(/\s+/g, ''))}`;

export const gymPath = (gymId: number) => `/gym/${gymId}/${Date.now()}`;

export const mapsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude},${longitude}`;
