import { type AppPathMatch, showsGyms } from '@kinetic/domain';
import type { ClassPreviews } from '../classes';
import type { GymsService } from '../gyms';
import type { TrainersService } from '../trainers';

/**
 * The app pages whose shared link previews show what they link to (SPEC 2.1 routes). `id` is null when
 * the link's segment is no database key: the page shows nothing, and nothing is looked up.
 */
export type PreviewTarget =
  | { kind: 'session' | 'class' | 'trainer' | 'gym'; id: number | null }
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
 * What a page links to, from the route the web app's router picks (matchAppPath):
 * `classes/{id}/{second}` is a class when `second` is a timestamp (all digits) and a session share link
 * otherwise; trainer and gym pages and their public profile links name the id.
 */
export function previewTarget(route: AppPathMatch): PreviewTarget | null {
  const { path, params } = route;
  switch (path) {
    case 'share':
      return { kind: 'share' };
    case 'classes/:first/:second':
      return { kind: /^\d+$/.test(params.second!) ? 'class' : 'session', id: key(params.first) };
    case 'class/:classId':
      return { kind: 'class', id: key(params.classId) };
    case 'trainer/:id':
    case 'trainer/:id/:name':
    case 'trainer/profile/:id/:ts':
    case 'trainer/profile/:id/:obj/:ts':
      return { kind: 'trainer', id: key(params.id) };
    case 'gym/:id':
    case 'gym/:id/:name':
    case 'gym/profile/:id/:ts':
    case 'gym/profile/:id/:obj/:ts':
      return { kind: 'gym', id: key(params.id) };
    default:
      return null;
  }
}

/** One query by primary key per link, so a crawler opening many links costs little. */
export function createLinkPreviewsService(deps: {
  classes: ClassPreviews;
  trainers: Pick<TrainersService, 'preview'>;
  gyms: Pick<GymsService, 'preview'>;
}) {
  return {
    /** The preview of a class, trainer or gym link; null when the page would not show one. */
    async of(target: PreviewTarget, brand: { isPrime: boolean }): Promise<LinkPreview | null> {
      if (target.kind === 'share' || target.id === null) return null;
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
      }
    },
  };
}
export type LinkPreviewsService = ReturnType<typeof createLinkPreviewsService>;
