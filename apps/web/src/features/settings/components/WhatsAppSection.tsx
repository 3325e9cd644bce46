import { Alert, Anchor, Button, Loader, Stack, Switch, Text } from '@mantine/core';
import { failureText } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useChangeWhatsApp, useWhatsAppSettings } from '../api/whatsapp';

/**
 * WhatsApp messages (docs/adr/0049): booking confirmations, reminders, seats from the waitlist, the
 * gym's cancellations and receipts on WhatsApp instead of e-mail, to the account's mobile. Opting in
 * is recorded with its time; a STOP reply on WhatsApp opts out as well, and the section says so.
 */
export function WhatsAppSection() {
  const { t } = useTranslation('settings');
  const settings = useWhatsAppSettings();
  const change = useChangeWhatsApp();

  if (settings.isPending) return <Loader size="sm" aria-label={t('whatsapp.loading')} />;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title={t('whatsapp.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{settings.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
            {t('whatsapp.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const s = settings.data;
  if (!s.available) {
    return (
      <Text size="sm" c="dimmed">
        {t('whatsapp.unavailable')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="whatsapp-settings">
      <Text size="sm">{t('whatsapp.intro')}</Text>
      {s.mobile ? (
        <Text size="sm">
          {t('whatsapp.number')} <bdi dir="ltr">+{s.mobile}</bdi>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('whatsapp.noMobile')} <Anchor href="#phone">{t('whatsapp.addMobile')}</Anchor>
        </Text>
      )}
      <Switch
        label={t('whatsapp.switch')}
        checked={s.optedIn}
        disabled={change.isPending || (!s.optedIn && !s.mobile)}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed" role="status">
        {s.optedIn && s.optedInAt
          ? t('whatsapp.onSince', { when: formatMoment(s.optedInAt) })
          : s.optedOutAt
            ? t(s.optedOutBy === 'STOP' ? 'whatsapp.stoppedByReply' : 'whatsapp.offSince', {
                when: formatMoment(s.optedOutAt),
              })
            : t('whatsapp.off')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('whatsapp.stopHint')}
      </Text>
      {change.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureText(change.error, t('whatsapp.saveFailed'))}
        </Text>
      )}
    </Stack>
  );
}
