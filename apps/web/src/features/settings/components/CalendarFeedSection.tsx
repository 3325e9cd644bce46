import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle, IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyLinkField } from '../../../components/CopyLinkField';
import { ConfirmDialog } from '../../../components/FormDialog';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { googleCalendarSubscribeUrl, webcalUrl } from '../../../lib/links';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';
import { FormOutcome } from './FormOutcome';

/**
 * The private calendar feed (docs/adr/0045): a customer's booked classes or a trainer's own classes,
 * subscribed to from Google, Apple or Outlook Calendar by its secret address, which the user may
 * replace (the old one stops working) or turn off.
 */
export function CalendarFeedSection({ teaches }: { teaches: boolean }) {
  const { t } = useTranslation('settings');
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [asking, setAsking] = useState<'renew' | 'off' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (feed.isPending) return <Loader size="sm" aria-label={t('calendar.loading')} />;
  if (feed.isError) {
    return (
      <Alert color="red" role="alert" title={t('calendar.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{feed.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void feed.refetch()}>
            {t('calendar.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const url = feed.data.url;
  const run = (what: 'renew' | 'off') =>
    change
      .mutateAsync(what)
      .then(() => setDone(t(what === 'renew' ? 'calendar.renewed' : 'calendar.turnedOff')));

  return (
    <Stack gap="sm" data-testid="calendar-feed">
      <Text size="sm">{t(teaches ? 'calendar.trainerIntro' : 'calendar.customerIntro')}</Text>
      {url === null ? (
        <>
          <Text size="sm" c="dimmed">
            {t('calendar.off')}
          </Text>
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              loading={change.isPending}
              onClick={() => {
                setDone(null);
                change.mutate('renew');
              }}
            >
              {t('calendar.turnOn')}
            </Button>
          </Group>
          {change.isError && (
            <FormOutcome success={null} error={failureText(change.error, t('calendar.loadFailed'))} />
          )}
        </>
      ) : (
        <>
          <CopyLinkField url={url} label={t('calendar.urlLabel')} />
          <Text size="sm" c="dimmed">
            {t('calendar.private')} {t('calendar.refreshNote')}
          </Text>
          <Group gap="xs">
            <Button
              component="a"
              href={googleCalendarSubscribeUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconBrandGoogle size={16} aria-hidden />}
            >
              {t('calendar.google')}
            </Button>
            <Button
              component="a"
              href={webcalUrl(url)}
              variant="light"
              leftSection={<IconBrandApple size={16} aria-hidden />}
            >
              {t('calendar.apple')}
            </Button>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => setAsking('renew')}>
              {t('calendar.renew')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setAsking('off')}>
              {t('calendar.turnOff')}
            </Button>
          </Group>
        </>
      )}
      <FormOutcome success={done} error={null} />
      {asking && (
        <ConfirmDialog
          title={t(asking === 'renew' ? 'calendar.renewTitle' : 'calendar.turnOffTitle')}
          text={t(asking === 'renew' ? 'calendar.renewText' : 'calendar.turnOffText')}
          action={t(asking === 'renew' ? 'calendar.renewConfirm' : 'calendar.turnOffConfirm')}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
