import { addDays, type BookingItemDto, type ScheduleDto, zonedParts } from '@kinetic/domain';
import { Button, Group, Loader, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useStoreTimeZone } from '../../../lib/store-zone';
import { useWeekSchedule } from '../api/my-bookings';
import { dayParts, weekDateFromParam, weekEnds } from '../week';
import { BookingRow } from './BookingRow';
import { CancelBookingModal } from './CancelBookingModal';

/** SPEC 2.1 userschedule: the member's booked classes, Monday to Sunday, one tab per day. */
export function WeekSchedule({ ts }: { ts?: string }) {
  const { t } = useTranslation('schedule');
  const navigate = useNavigate();
  const zone = useStoreTimeZone();
  const schedule = useWeekSchedule(weekDateFromParam(ts, zone));
  const [cancelling, setCancelling] = useState<BookingItemDto | null>(null);

  if (schedule.isPending) {
    return (
      <Stack>
        <Skeleton h={36} w={320} />
        <Skeleton h={56} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (schedule.isError) {
    return (
      <LoadError title={t('week.loadError')} error={schedule.error} onRetry={() => void schedule.refetch()} />
    );
  }
  const week = schedule.data;
  const today = zonedParts(new Date(), zone).date;
  const goToWeek = (date: string) => navigate(`/userschedule/${date}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            onClick={() => goToWeek(addDays(week.fromDate, -7))}
            leftSection={<IconChevronLeft size={16} aria-hidden className="directional-icon" />}
          >
            {t('week.previous')}
          </Button>
          <Button
            variant="default"
            onClick={() => goToWeek(addDays(week.fromDate, 7))}
            rightSection={<IconChevronRight size={16} aria-hidden className="directional-icon" />}
          >
            {t('week.next')}
          </Button>
        </Group>
        <Group gap="xs">
          {schedule.isPlaceholderData && <Loader size="xs" role="status" aria-label={t('week.loading')} />}
          <Title order={2} size="h4" aria-live="polite">
            {t('week.range', weekEnds(week.fromDate, week.toDate))}
          </Title>
          {(today < week.fromDate || today > week.toDate) && (
            <Button variant="subtle" component={Link} to="/userschedule">
              {t('week.thisWeek')}
            </Button>
          )}
        </Group>
      </Group>
      <WeekTabs week={week} today={today} onCancel={setCancelling} />
      <CancelBookingModal item={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function WeekTabs({
  week,
  today,
  onCancel,
}: {
  week: ScheduleDto;
  today: string;
  onCancel: (item: BookingItemDto) => void;
}) {
  const { t } = useTranslation('schedule');
  const [day, setDay] = useState<string | null>(null);
  // A new week opens on today, else its first day with a class, else Monday.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new week resets the chosen day
  useEffect(() => setDay(null), [week.fromDate]);
  const fallback = week.days.some((d) => d.date === today)
    ? today
    : (week.days.find((d) => d.items.length > 0)?.date ?? week.fromDate);
  const active = day && week.days.some((d) => d.date === day) ? day : fallback;
  const now = new Date();

  return (
    <Tabs value={active} onChange={setDay} variant="outline" keepMounted={false}>
      <Tabs.List grow>
        {week.days.map((d) => {
          const parts = dayParts(d.date);
          const count = d.items.length;
          return (
            <Tabs.Tab key={d.date} value={d.date} px={4} data-date={d.date}>
              <Stack gap={0} align="center">
                <Text size="xs" fw={d.date === today ? 700 : 400}>
                  {parts.short}
                </Text>
                <Text fw={700}>{parts.number}</Text>
                <Text size="xs" c={count > 0 ? 'brand.8' : 'dimmed'} aria-hidden>
                  {count > 0 ? `● ${formatNumber(count)}` : '·'}
                </Text>
                <VisuallyHidden>
                  {d.date === today ? t('week.today') : ''}, {t('classes', { count: count })}
                </VisuallyHidden>
              </Stack>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {week.days.map((d) => (
        <Tabs.Panel key={d.date} value={d.date} pt="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {dayParts(d.date).long}
            </Title>
            {d.items.length === 0 ? (
              <EmptyState
                icon={<IconCalendarOff size={34} />}
                title={t('week.emptyTitle')}
                action={
                  <Button component={Link} to="/classes">
                    {t('findClass')}
                  </Button>
                }
              >
                {t('week.emptyText')}
              </EmptyState>
            ) : (
              d.items.map((item) => (
                <BookingRow
                  key={item.booking.bookingId}
                  item={item}
                  showDate={false}
                  onCancel={onCancel}
                  now={now}
                />
              ))
            )}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
