import { type MailKind, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@kinetic/domain';
import { Loader, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

/** One switch per kind of e-mail the user may turn off; receipts always go, and the form says so. */
export function MailPreferencesForm() {
  const { t } = useTranslation('settings');
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  if (!preferences.data) return <Loader size="sm" aria-label={t('mail.loading')} />;
  const enabled = new Map<MailKind, boolean>(preferences.data.preferences.map((p) => [p.kind, p.enabled]));
  const toggle = (kind: OptionalMailKind, on: boolean) => {
    const off = OPTIONAL_MAIL_KINDS.filter((k) => (k === kind ? !on : !enabled.get(k)));
    save.mutate(off);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('mail.description')}
      </Text>
      {OPTIONAL_MAIL_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(`mail.kinds.${kind}`)}
          checked={enabled.get(kind) ?? true}
          disabled={save.isPending}
          onChange={(event) => toggle(kind, event.currentTarget.checked)}
        />
      ))}
      <Text size="sm">{t('mail.receiptsAlways')}</Text>
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          {save.error.message}
        </Text>
      )}
    </Stack>
  );
}
