import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** A rating shown as five stars (halves rounded to the nearest half), read out as "4.5 out of 5 stars". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('reviews');
  const halves = Math.round(value * 2);
  return (
    <Group
      gap={1}
      wrap="nowrap"
      role="img"
      aria-label={t('stars.outOf', { value: formatNumber(value) })}
      c="yellow.7"
      display="inline-flex"
    >
      {[1, 2, 3, 4, 5].map((star) =>
        halves >= star * 2 ? (
          <IconStarFilled key={star} size={size} aria-hidden />
        ) : halves === star * 2 - 1 ? (
          <IconStarHalfFilled key={star} size={size} aria-hidden className="directional-icon" />
        ) : (
          <IconStar key={star} size={size} aria-hidden />
        ),
      )}
    </Group>
  );
}
