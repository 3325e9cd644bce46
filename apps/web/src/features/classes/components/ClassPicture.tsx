import { type ClassItemDto, MEDIA_LIMITS } from '@kinetic/domain';
import type { SyntheticEvent } from 'react';
import { activityPicture, classPicture } from '../model/pictures';
import classes from './ClassPicture.module.css';

/**
 * What the srcset says of an upload: its real width is not kept, and a phone's photo is wider than any
 * screen's need, so the browser takes it only where the thumbnail would look soft.
 */
const UPLOAD_WIDTH = 2000;

/** The picture's width on the page: the whole width on a phone, else the given width in pixels. */
const sizesFor = (width: number) => `(max-width: 48em) 100vw, ${width}px`;

/**
 * The class's picture, or its activity's drawn picture when the media is missing or fails to load. An
 * upload comes as its thumbnail (a small WebP the media pipeline makes) where that is sharp enough, and
 * in full where it is shown large or on a dense screen.
 */
export function ClassPicture({
  item,
  ratio = 16 / 9,
  radius,
  eager = false,
  width = MEDIA_LIMITS.thumbnailWidth,
}: {
  item: Pick<ClassItemDto, 'classMedia' | 'classCategory'>;
  ratio?: number;
  /** A Mantine radius name (`md`). */
  radius?: string;
  /** Shown at first paint (a class page's picture, the first cards): fetched at once, first. */
  eager?: boolean;
  /** About how wide it is shown beside other content (a card: a thumbnail's width). */
  width?: number;
}) {
  const fallback = activityPicture(item.classCategory.icon);
  const full = classPicture(item);
  const thumbnail = item.classMedia.mediaThumbNailUrl;
  // A plain <img> in a box of the picture's ratio: one per card, and the list shows twelve at first.
  const showFallback = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.src.endsWith(fallback)) return;
    img.srcset = '';
    img.src = fallback;
  };
  return (
    <img
      src={thumbnail ?? full}
      srcSet={
        thumbnail ? `${thumbnail} ${MEDIA_LIMITS.thumbnailWidth}w, ${full} ${UPLOAD_WIDTH}w` : undefined
      }
      sizes={thumbnail ? sizesFor(width) : undefined}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={classes.picture}
      style={{
        aspectRatio: String(ratio),
        borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined,
      }}
      onError={showFallback}
    />
  );
}
