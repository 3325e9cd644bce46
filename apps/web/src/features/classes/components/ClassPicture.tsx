import type { ClassItemDto } from '@kinetic/domain';
import type { SyntheticEvent } from 'react';
import { activityPicture, classPicture } from '../model/pictures';
import classes from './ClassPicture.module.css';

/** The class's picture, or its activity's drawn picture when the media is missing or fails to load. */
export function ClassPicture({
  item,
  ratio = 16 / 9,
  radius,
  eager = false,
}: {
  item: Pick<ClassItemDto, 'classMedia' | 'classCategory'>;
  ratio?: number;
  /** A Mantine radius name (`md`). */
  radius?: string;
  /** Shown at first paint (a class page's picture, the first cards): fetched at once, first. */
  eager?: boolean;
}) {
  const fallback = activityPicture(item.classCategory.icon);
  // A plain <img> in a box of the picture's ratio: one per card, and the list shows twelve at first.
  const showFallback = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
  };
  return (
    <img
      src={classPicture(item)}
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
