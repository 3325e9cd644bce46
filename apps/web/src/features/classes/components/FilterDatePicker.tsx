// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../../lib/mantine-styles/rest';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import 'dayjs/locale/ar';
import { useEffect, useRef } from 'react';

/**
 * The date picker of the class filters (Mantine's, with dayjs's Arabic): its own chunk, loaded when the
 * reader first reaches for it (DateFilter), then opened at once.
 */
export default function FilterDatePicker({ open, ...props }: DatePickerInputProps & { open: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on first show
  useEffect(() => {
    if (open) button.current?.click();
  }, []);
  return <DatePickerInput ref={button} {...props} />;
}
