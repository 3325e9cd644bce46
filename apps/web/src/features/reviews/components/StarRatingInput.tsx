import { Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './StarRatingInput.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars as a radio group: a fieldset with its legend, one radio per star (arrow keys move
 * between them, as in any radio group), each named by its count; the pointer lights the stars up to
 * the one under it.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const errorId = `${name}-error`;
  const [pointed, setPointed] = useState<number | null>(null);
  const lit = pointed ?? value ?? 0;
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.stars}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className={classes.star}
            data-on={stars <= lit || undefined}
            onMouseEnter={() => setPointed(stars)}
            onMouseLeave={() => setPointed(null)}
          >
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            {stars <= lit ? <IconStarFilled size={30} aria-hidden /> : <IconStar size={30} aria-hidden />}
            <VisuallyHidden>{t('stars.value', { count: stars })}</VisuallyHidden>
          </label>
        ))}
      </div>
      {error && (
        <Text id={errorId} c="red.8" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
