import { Chip, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { endTime } from '../model/time-options';
import { useTimingOptions } from '../model/use-timing-options';

/** Arabic-Indic (and Persian) digits as Western ones, so a date typed or shown in Arabic parses. */
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16));

/** Typed DD/MM/YYYY (the Gulf habit) or ISO dates, in Western or Arabic-Indic digits. */
export function parseTypedDate(typed: string): string | null {
  const text = westernDigits(typed).trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && dayjs(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

type FieldProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
  onFocus?: () => void;
};

export interface TimingFieldsProps {
  /** getInputProps for a field of this timing, e.g. `field('fromTime')`. */
  field: (name: string) => FieldProps;
  fromTime: string;
  durationMinutes: number;
  /** Trainers a gym may pick; null hides the field (the server assigns). */
  trainers: { value: string; label: string }[] | null;
  trainerLocked: boolean;
  idPrefix: string;
  showDays?: boolean;
  showDates?: boolean;
}

/**
 * One timing: weekday chips, start time in 12-hour form, duration in hours and 5-minute steps, date range,
 * trainer, seats and credit seats (SPEC 3.3, 9).
 */
export function TimingFields({
  field,
  fromTime,
  durationMinutes,
  trainers,
  trainerLocked,
  idPrefix,
  showDays = true,
  showDates = true,
}: TimingFieldsProps) {
  const { t } = useTranslation('classManagement');
  const options = useTimingOptions();
  const days = field('classDays');
  const ends = durationMinutes > 0 ? formatTime(endTime(fromTime, durationMinutes)) : null;
  return (
    <Stack gap="sm">
      {showDays && (
        <Input.Wrapper
          label={t('timing.days')}
          withAsterisk
          error={days.error}
          id={`${idPrefix}-days`}
          labelProps={{ id: `${idPrefix}-days-label` }}
        >
          <Chip.Group multiple value={days.value as string[]} onChange={(value) => days.onChange(value)}>
            <Group gap={6} mt={4} role="group" aria-labelledby={`${idPrefix}-days-label`}>
              {options.weekdays.map((day) => (
                <Chip key={day.value} value={day.value} size="sm" variant="outline">
                  {day.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('timing.fromTime')}
          withAsterisk
          searchable
          data={options.startTimes}
          allowDeselect={false}
          maxDropdownHeight={240}
          {...(field('fromTime') as object)}
        />
        <Select
          label={t('timing.durationHours')}
          data={options.hours}
          allowDeselect={false}
          {...(field('hours') as object)}
        />
        <Select
          label={t('timing.durationMinutes')}
          data={options.minutes}
          allowDeselect={false}
          {...(field('minutes') as object)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {ends ? t('timing.endsAt', { time: ends }) : t('timing.chooseDuration')}
      </Text>
      {showDates && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label={t('timing.fromDate')}
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder={t('timing.datePlaceholder')}
            dateParser={parseTypedDate}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            {...(field('fromDate') as object)}
          />
          <DateInput
            label={t('timing.toDate')}
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder={t('timing.datePlaceholder')}
            dateParser={parseTypedDate}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            {...(field('toDate') as object)}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, xs: trainers ? 3 : 2 }} spacing="sm">
        <NumberInput
          label={t('timing.seats')}
          withAsterisk
          min={1}
          max={99999}
          allowDecimal={false}
          allowNegative={false}
          {...(field('totalSeat') as object)}
        />
        <NumberInput
          label={t('timing.creditSeats')}
          min={0}
          max={99999}
          allowDecimal={false}
          allowNegative={false}
          {...(field('creditSeats') as object)}
        />
        {trainers && (
          <Select
            label={t('timing.trainer')}
            placeholder={t('timing.chooseTrainer')}
            data={trainers}
            clearable={!trainerLocked}
            disabled={trainerLocked}
            {...(field('trainerId') as object)}
          />
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('timing.creditSeatsHelp')}
      </Text>
    </Stack>
  );
}
