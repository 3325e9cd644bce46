import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

const loadPicker = () => import('./FilterDatePicker');
const FilterDatePicker = lazy(loadPicker);

const LONG = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

interface Props {
  label: string;
  value: string;
  onChange: (date: string) => void;
  minDate: string;
  maxDate: string;
  language: Language;
}

/**
 * The filters' date field: until it is used it is a button that looks the same and reads the same date,
 * so the class list's first page does not carry the calendar. Pointing at it fetches the
 * calendar; pressing it shows the calendar, open.
 */
export function DateFilter({ label, value, onChange, minDate, maxDate, language }: Props) {
  const [wanted, setWanted] = useState<'no' | 'shown' | 'open'>('no');
  // English keeps dayjs's 'Thu, 26 Nov 2026'; Arabic reads through Intl, in the reader's digits.
  const text = language === 'en' ? dayjs(value).format('ddd, D MMM YYYY') : formatDate(value, LONG);
  const common = {
    label,
    leftSection: <IconCalendar size={16} aria-hidden />,
    w: { base: '100%', xs: 200 },
    mb: 8,
  } as const;
  const stand = (
    <InputBase
      {...common}
      component="button"
      type="button"
      pointer
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setWanted('open')}
    >
      {text}
    </InputBase>
  );
  if (wanted === 'no') return stand;
  return (
    <Suspense fallback={stand}>
      <FilterDatePicker
        {...common}
        open={wanted === 'open'}
        value={value}
        onChange={(next) => next && onChange(String(next).slice(0, 10))}
        minDate={minDate}
        maxDate={maxDate}
        valueFormat="ddd, D MMM YYYY"
        valueFormatter={
          language === 'en'
            ? undefined
            : ({ date }) => (typeof date === 'string' ? formatDate(date, LONG) : '')
        }
        popoverProps={{ withinPortal: true }}
      />
    </Suspense>
  );
}
