// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../../lib/mantine-styles/rest';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { ReaderDates } from '../../../components/ReaderDates';
import { formatNumber } from '../../../lib/format';

/**
 * The date picker of the class filters (Mantine's, in the reader's language and digits): its own chunk,
 * loaded when the reader first reaches for it (DateFilter), then opened at once.
 */
export default function FilterDatePicker({ open, ...props }: DatePickerInputProps & { open: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on first show
  useEffect(() => {
    if (open) button.current?.click();
  }, []);
  return (
    <ReaderDates>
      {/* Mantine writes day numbers without dayjs's formatting: they come through Intl, in the reader's digits. */}
      <DatePickerInput ref={button} renderDay={(date) => formatNumber(dayjs(date).date())} {...props} />
    </ReaderDates>
  );
}
