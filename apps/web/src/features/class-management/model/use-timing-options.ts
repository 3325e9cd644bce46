import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { countFigure, DURATION_HOURS, DURATION_MINUTES, startTimeOptions, weekdayName } from './time-options';

/** The timing dropdowns and weekday chips with their labels in the reader's language. */
export function useTimingOptions() {
  const { t } = useTranslation('classManagement');
  return useMemo(
    () => ({
      startTimes: startTimeOptions(),
      hours: DURATION_HOURS.map((h) => ({
        value: String(h),
        label: t('timing.hours', { count: h, n: countFigure(h) }),
      })),
      minutes: DURATION_MINUTES.map((m) => ({
        value: String(m),
        label: t('timing.minutes', { n: countFigure(m) }),
      })),
      weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ value: String(day), label: weekdayName(day) })),
    }),
    // t changes with the language (and the app remounts on a switch), so the labels follow it.
    [t],
  );
}
