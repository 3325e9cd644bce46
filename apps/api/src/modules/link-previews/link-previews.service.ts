import { showsGyms } from '@kinetic/domain';
import type { ClassesRepository } from '../classes';
import type { GymsRepository } from '../gyms';
import type { TrainersRepository } from '../trainers';

/** The app paths whose shared link previews show what they link to (SPEC 2.1 routes). */
export type PreviewTarget =
  | { kind: 'session'; id: number }
  | { kind: 'class'; id: number }
  | { kind: 'trainer'; id: number }
  | { kind: 'gym'; id: number }
  | { kind: 'share' };

export interface LinkPreview {
  kind: 'class' | 'trainer' | 'gym';
  title: string;
  /** Empty when the entity has none: the brand's words stand in. */
  description: string;
  imageUrl: string | null;
}

const INT4_MAX = 2_147_483_647;

/** A database key, or null: anything else in a URL must not reach a query (it would fail there). */
function key(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= INT4_MAX ? id : null;
}

/**
 * What a path links to, read as the web app's router reads it: `classes/{id}/{second}` is a class
 * when `second` is a timestamp (all digits) and a session share link otherwise.
 */
export function previewTarget(pathname: string): PreviewTarget | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second, third] = parts;
  if (parts.length === 1 && first === 'share') return { kind: 'share' };
  const target = (kind: 'session' | 'class' | 'trainer' | 'gym', raw: string | undefined) => {
    const id = key(raw);
    return id === null ? null : { kind, id };
  };
  if (first === 'classes' && parts.length === 3) {
    return target(/^\d+$/.test(third!) ? 'class' : 'session', second);
  }
  if (first === 'class' && parts.length === 2) return target('class', second);
  if (first === 'trainer' || first === 'gym') {
    // trainer/{id}[/{name}] and the public profile links trainer/profile/{id}/[{objectDataId}/]{timestamp}.
    if (second === 'profile' && (parts.length === 4 || parts.length === 5)) return target(first, third);
    if (parts.length === 2 || parts.length === 3) return target(first, second);
  }
  return null;
}

/** One query by primary key per link, so a crawler opening many links costs little. */
export function createLinkPreviewsService(deps: {
  classes: Pick<ClassesRepository, 'sessionPreview' | 'classPreview'>;
  trainers: Pick<TrainersRepository, 'preview'>;
  gyms: Pick<GymsRepository, 'preview'>;
}) {
  return {
    /** The preview of a class, trainer or gym link; null when the page would not show one. */
    async of(target: PreviewTarget, brand: { isPrime: boolean }): Promise<LinkPreview | null> {
      switch (target.kind) {
        case 'session':
        case 'class': {
          const row =
            target.kind === 'session'
              ? await deps.classes.sessionPreview(target.id)
              : await deps.classes.classPreview(target.id);
          return row ? { kind: 'class', ...row } : null;
        }
        case 'trainer': {
          const row = await deps.trainers.preview(target.id);
          if (!row) return null;
          return {
            kind: 'trainer',
            title: `${row.firstName} ${row.lastName}`.trim(),
            description: row.bio ?? '',
            imageUrl: row.imageUrl,
          };
        }
        case 'gym': {
          // A brand that shows no gyms has no gym pages to preview (showsGyms).
          if (!showsGyms(brand.isPrime)) return null;
          const row = await deps.gyms.preview(target.id);
          if (!row) return null;
          return { kind: 'gym', title: row.studioName, description: row.bio ?? '', imageUrl: row.imageUrl };
        }
        case 'share':
          return null;
      }
    },
  };
}
export type LinkPreviewsService = ReturnType<typeof createLinkPreviewsService>;
