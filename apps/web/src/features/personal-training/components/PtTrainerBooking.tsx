import type { PtSlotDto, PtSlotSessionDto } from '@kinetic/domain';
import { Alert, Anchor, Avatar, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { PageMeta } from '../../../components/PageMeta';
import { formatMoney, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { usePtSlots, usePtTrainer, useTakePtSlot } from '../api/pt-trainers';
import { dayText } from './slot-text';

interface Props {
  ptTrainerId: number;
  viewer: 'guest' | 'customer' | 'other';
  onSignInNeeded: () => void;
  /** The slot's session is ready: the page opens its class page, where booking continues. */
  onHeld: (session: PtSlotSessionDto) => void;
}

/** A PT trainer's page: the days with free times, the chosen day's times, and holding one. */
export function PtTrainerBooking({ ptTrainerId, viewer, onSignInNeeded, onHeld }: Props) {
  const { t } = useTranslation('personalTraining');
  const trainer = usePtTrainer(ptTrainerId);
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? trainer.data?.dates[0] ?? null;
  const back = (
    <Anchor component={Link} to="/personal_training" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden className="directional-icon" />
        {t('booking.back')}
      </Group>
    </Anchor>
  );

  if (trainer.isPending) return <ListSkeleton rows={3} />;
  if (trainer.isError) {
    const missing = 'status' in trainer.error && trainer.error.status === 404;
    return (
      <Stack>
        {back}
        <LoadError
          title={missing ? t('booking.notFound') : t('booking.loadError')}
          error={trainer.error}
          onRetry={() => void trainer.refetch()}
        />
      </Stack>
    );
  }
  const data = trainer.data;
  const name = data.trainer.name;
  return (
    <Stack gap="lg">
      <PageMeta title={name} description={t('card.atGym', { gym: data.gym.name })} />
      {back}
      <Group gap="md" wrap="nowrap">
        <Avatar src={data.trainer.imageUrl} name={name} color="brand" size={80} radius={80} alt="" />
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          <Text c="dimmed">{t('card.atGym', { gym: data.gym.name })}</Text>
          <Group gap="xs">
            <Badge variant="light">
              {t('card.rate', { price: formatMoney(data.price, data.currencyCode) })}
            </Badge>
            <Badge variant="outline">{t('card.length', { minutes: data.sessionMinutes })}</Badge>
          </Group>
        </Stack>
      </Group>
      {data.dates.length === 0 || !date ? (
        <EmptyState icon={<IconCalendarOff size={34} />} title={t('booking.noDatesTitle')}>
          {t('booking.noDatesText')}
        </EmptyState>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} size="h4" id="pt-dates">
              {t('booking.datesLabel')}
            </Title>
            <Group gap="xs" role="group" aria-labelledby="pt-dates">
              {data.dates.map((day) => (
                <Button
                  key={day}
                  radius="xl"
                  size="sm"
                  variant={day === date ? 'filled' : 'default'}
                  aria-pressed={day === date}
                  data-date={day}
                  onClick={() => setChosen(day)}
                >
                  {dayText(day)}
                </Button>
              ))}
            </Group>
          </Stack>
          <DaySlots
            ptTrainerId={ptTrainerId}
            date={date}
            viewer={viewer}
            onSignInNeeded={onSignInNeeded}
            onHeld={onHeld}
          />
        </>
      )}
    </Stack>
  );
}

function DaySlots({
  ptTrainerId,
  date,
  viewer,
  onSignInNeeded,
  onHeld,
}: Omit<Props, never> & { date: string }) {
  const { t } = useTranslation('personalTraining');
  const slots = usePtSlots(ptTrainerId, date);
  const take = useTakePtSlot(ptTrainerId);
  const [picked, setPicked] = useState<string | null>(null);

  const pick = (slot: PtSlotDto) => {
    if (viewer === 'guest') return onSignInNeeded();
    setPicked(slot.startsAt);
    take.mutate(slot.startsAt, { onSuccess: onHeld });
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="pt-slots">
        {t('booking.slotsLabel', { date: dayText(date) })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('booking.timeZoneNote')}
      </Text>
      {viewer === 'guest' && (
        <Alert color="blue" title={t('booking.signInTitle')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('booking.signInText')}</Text>
            <Button size="xs" onClick={onSignInNeeded}>
              {t('booking.signIn')}
            </Button>
          </Group>
        </Alert>
      )}
      {viewer === 'other' && <Alert color="yellow">{t('booking.onlyCustomers')}</Alert>}
      {take.isError && (
        <Alert color="red" title={t('booking.failed')} role="alert">
          {take.error.message}
        </Alert>
      )}
      {slots.isPending ? (
        <Group gap="xs" aria-busy="true">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} h={36} w={96} radius="md" />
          ))}
        </Group>
      ) : slots.isError ? (
        <LoadError
          title={t('booking.slotsLoadError')}
          error={slots.error}
          onRetry={() => void slots.refetch()}
        />
      ) : slots.data.slots.length === 0 ? (
        <Text c="dimmed">{t('booking.noSlots')}</Text>
      ) : (
        <Group gap="xs" role="group" aria-labelledby="pt-slots">
          {slots.data.slots.map((slot) => {
            const time = formatTime(slot.time);
            return (
              <Button
                key={slot.startsAt}
                variant="light"
                data-starts-at={slot.startsAt}
                disabled={!slot.free || viewer === 'other' || take.isPending}
                loading={take.isPending && picked === slot.startsAt}
                aria-label={slot.free ? time : t('booking.takenLabel', { time })}
                onClick={() => pick(slot)}
              >
                {slot.free ? time : `${time} · ${t('booking.taken')}`}
              </Button>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
