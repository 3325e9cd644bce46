import type { ClassItemDto } from '@kinetic/domain';

/** The seed draws a picture per activity; a class without media shows its activity's picture. */
export const activityPicture = (icon: string) => `/media/activity/${icon}.svg`;
export const classPicture = (item: Pick<ClassItemDto, 'classMedia' | 'classCategory'>) =>
  item.classMedia.mediaUrl ?? activityPicture(item.classCategory.icon);
