import { addDays } from '@kinetic/domain';
import { useDirection } from '@mantine/core';
import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { STRIP_DAYS } from '../model/filters';
import classes from './DayStrip.module.css';

interface Props {
  today: string;
  value: string;
  onChange: (date: string) => void;
}

/** A day's weekday, day of month, month and full name: English keeps its forms, Arabic reads through Intl. */
function dayTexts(date: string, english: boolean) {
  if (english) {
    const d = dayjs(date);
    return {
      weekday: d.format('ddd'),
      day: d.format('D'),
      month: d.format('MMM'),
      full: d.format('dddd, D MMMM'),
    };
  }
  return {
    weekday: formatDate(date, { weekday: 'short' }),
    day: formatDate(date, { day: 'numeric' }),
    month: formatDate(date, { month: 'short' }),
    full: formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' }),
  };
}

/**
 * Today and the next 13 days as a row of toggle buttons. Tab reaches the selected day; the arrow keys,
 * Home and End move between days (a roving focus), as in a toolbar. Right to left, the next day is on
 * the left, and ArrowLeft goes to it.
 */
export function DayStrip({ today, value, onChange }: Props) {
  const { t } = useTranslation('classes');
  const english = useLanguage() === 'en';
  const { dir } = useDirection();
  const days = Array.from({ length: STRIP_DAYS }, (_, index) => addDays(today, index));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = days.indexOf(value);
  const focusable = selectedIndex >= 0 ? selectedIndex : 0;

  // scrollIntoView scrolls by the element, not by scrollLeft, so it is right in both directions.
  useEffect(() => {
    refs.current[selectedIndex]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: forward,
      ArrowLeft: -forward,
      Home: -index,
      End: STRIP_DAYS - 1 - index,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(STRIP_DAYS - 1, Math.max(0, index + step));
    refs.current[next]?.focus();
    onChange(days[next]!);
  };

  // Plain elements, not Mantine's: fourteen days are seventy components on the first page's render.
  return (
    <div className={classes.scroller}>
      <div role="toolbar" aria-label={t('filters.chooseDay')} className={classes.strip}>
        {days.map((date, index) => {
          const selected = date === value;
          const texts = dayTexts(date, english);
          return (
            <button
              type="button"
              key={date}
              ref={(node) => {
                refs.current[index] = node;
              }}
              className={`${classes.plain} ${classes.day}`}
              data-selected={selected || undefined}
              aria-pressed={selected}
              title={texts.full}
              tabIndex={index === focusable ? 0 : -1}
              onClick={() => onChange(date)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={classes.weekday}>{index === 0 ? t('filters.today') : texts.weekday}</span>
              <span className={classes.date}>{texts.day}</span>
              <span className={classes.month}>{texts.month}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
