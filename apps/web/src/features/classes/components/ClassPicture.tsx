import type { ClassItemDto } from '@kinetic/domain';
import { AspectRatio, Image } from '@mantine/core';
import { activityPicture, classPicture } from '../model/pictures';

/** The class's picture, or its activity's drawn picture when the media is missing or fails to load. */
export function ClassPicture({
  item,
  ratio = 16 / 9,
  radius,
}: {
  item: Pick<ClassItemDto, 'classMedia' | 'classCategory'>;
  ratio?: number;
  radius?: string;
}) {
  return (
    <AspectRatio ratio={ratio}>
      <Image
        src={classPicture(item)}
        fallbackSrc={activityPicture(item.classCategory.icon)}
        alt=""
        radius={radius}
        fit="cover"
        loading="lazy"
      />
    </AspectRatio>
  );
}
