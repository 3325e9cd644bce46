import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from '../lib/i18n';

/** Accepts typed DD/MM/YYYY (the Gulf habit) as well as ISO dates. */
function parseTypedDate(text: string): string | null {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    return dayjs(iso).format('YYYY-MM-DD') === iso ? iso : null;
  }
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
  return iso && dayjs(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

/** Date of birth: never in the future (SPEC 5), picked from the decade view first. */
export function DobInput(props: Omit<DateInputProps, 'maxDate' | 'valueFormat' | 'dateParser'>) {
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder={t('dob.placeholder')}
      dateParser={parseTypedDate}
      maxDate={dayjs().format('YYYY-MM-DD')}
      defaultLevel={props.value ? 'month' : 'decade'}
      leftSection={<IconCalendar size={16} />}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('dob.clear') }}
      {...props}
    />
  );
}
