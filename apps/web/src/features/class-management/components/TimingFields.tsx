import { to12Hour } from '@kinetic/domain';
import { Chip, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  DURATION_HOUR_OPTIONS,
  DURATION_MINUTE_OPTIONS,
  endTime,
  START_TIME_OPTIONS,
  WEEKDAY_OPTIONS,
} from '../model/time-options';

/** Typed DD/MM/YYYY (the Gulf habit) or ISO dates. */
export function parseTypedDate(text: string): string | null {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text.trim();
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
  const days = field('classDays');
  const ends = durationMinutes > 0 ? to12Hour(endTime(fromTime, durationMinutes)) : null;
  return (
    <Stack gap="sm">
      {showDays && (
        <Input.Wrapper
          label="Days"
          withAsterisk
          error={days.error}
          id={`${idPrefix}-days`}
          labelProps={{ id: `${idPrefix}-days-label` }}
        >
          <Chip.Group multiple value={days.value as string[]} onChange={(value) => days.onChange(value)}>
            <Group gap={6} mt={4} role="group" aria-labelledby={`${idPrefix}-days-label`}>
              {WEEKDAY_OPTIONS.map((day) => (
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
          label="From time"
          withAsterisk
          searchable
          data={START_TIME_OPTIONS}
          allowDeselect={false}
          maxDropdownHeight={240}
          {...(field('fromTime') as object)}
        />
        <Select
          label="Duration hours"
          data={DURATION_HOUR_OPTIONS}
          allowDeselect={false}
          {...(field('hours') as object)}
        />
        <Select
          label="Duration minutes"
          data={DURATION_MINUTE_OPTIONS}
          allowDeselect={false}
          {...(field('minutes') as object)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {ends ? `Ends at ${ends}` : 'Choose how long the class lasts.'}
      </Text>
      {showDates && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="From date"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            dateParser={parseTypedDate}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            {...(field('fromDate') as object)}
          />
          <DateInput
            label="To date"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            dateParser={parseTypedDate}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            {...(field('toDate') as object)}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, xs: trainers ? 3 : 2 }} spacing="sm">
        <NumberInput
          label="Seats"
          withAsterisk
          min={1}
          max={99999}
          allowDecimal={false}
          allowNegative={false}
          {...(field('totalSeat') as object)}
        />
        <NumberInput
          label="Credit seats"
          min={0}
          max={99999}
          allowDecimal={false}
          allowNegative={false}
          {...(field('creditSeats') as object)}
        />
        {trainers && (
          <Select
            label="Trainer"
            placeholder="Choose a trainer"
            data={trainers}
            clearable={!trainerLocked}
            disabled={trainerLocked}
            {...(field('trainerId') as object)}
          />
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Credit seats: how many of the seats members may book with the credits of a general package.
      </Text>
    </Stack>
  );
}
