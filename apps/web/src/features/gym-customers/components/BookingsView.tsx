import { Group, Select, Stack, Text } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton, type DateRange, DateRangeFields, validRange } from '../../gym-admin';
import { BOOKINGS_PATH, useBookingFilters, useGymBookings } from '../api/customers';
import { daysAround } from '../model/dates';
import { BookingsTable } from './BookingsTable';

/** The gym's bookings by dates (a month back and ahead at first), class and trainer, with attendance, 50 a page, and the CSV. */
export function BookingsView() {
  const { t } = useTranslation('gymCustomers');
  const [range, setRange] = useState<DateRange>(() => daysAround(30, 30));
  const [classId, setClassId] = useState<string | null>(null);
  const [trainerId, setTrainerId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const filters = useBookingFilters();
  const valid = validRange(range);
  const query = valid && {
    page,
    ...valid,
    classId: classId ? Number(classId) : undefined,
    trainerId: trainerId ? Number(trainerId) : undefined,
  };
  const bookings = useGymBookings(query || null);

  return (
    <Stack gap="lg">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(0);
          }}
        />
        <Select
          label={t('bookings.class')}
          placeholder={t('bookings.anyClass')}
          data={(filters.data?.classes ?? []).map((row) => ({ value: String(row.id), label: row.title }))}
          value={classId}
          clearable
          searchable
          onChange={(value) => {
            setClassId(value);
            setPage(0);
          }}
        />
        <Select
          label={t('bookings.trainer')}
          placeholder={t('bookings.anyTrainer')}
          data={(filters.data?.trainers ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={trainerId}
          clearable
          onChange={(value) => {
            setTrainerId(value);
            setPage(0);
          }}
        />
        {query && (
          <Stack justify="flex-end" style={{ alignSelf: 'flex-end' }}>
            <CsvButton path={BOOKINGS_PATH} query={query} fileName="bookings.csv" />
          </Stack>
        )}
      </Group>
      {!query ? (
        <Text c="dimmed">{t('bookings.pickRange')}</Text>
      ) : bookings.isPending ? (
        <ListSkeleton rows={4} height={40} />
      ) : bookings.isError ? (
        <LoadError
          title={t('bookings.loadError')}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.total === 0 ? (
        <EmptyState icon={<IconCalendarStats size={34} />} title={t('bookings.empty')} />
      ) : (
        <Stack gap="sm">
          <BookingsTable items={bookings.data.items} />
          <AdminPager page={page} size={bookings.data.size} total={bookings.data.total} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
