import { MSG } from '@kinetic/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { currencyName } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useStores } from '../../../lib/reference-data';
import { useUpdateStore } from '../api/update-store';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

export function CountryForm({ userId, storeId }: { userId: number; storeId: number }) {
  const { t } = useTranslation('settings');
  const stores = useStores();
  const update = useUpdateStore(userId);
  const outcome = useServerFeedback();
  const [value, setValue] = useState<string | null>(String(storeId));
  const chosen = stores.data?.find((store) => String(store.id) === value);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen || chosen.id === storeId) return;
    update.mutate(chosen.id, {
      onSuccess: ({ message }) => outcome.succeeded(message || domainText(MSG.countryChanged)),
      onError: (error) => outcome.failed(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('country.form')}>
      <Stack gap="sm">
        <Select
          label={t('country.label')}
          description={t('country.description')}
          data={(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
          value={value}
          onChange={(next) => {
            setValue(next);
            outcome.clear();
          }}
          allowDeselect={false}
          leftSection={<IconWorld size={16} />}
          disabled={stores.isPending}
          placeholder={stores.isPending ? t('country.loading') : undefined}
          error={stores.isError ? t('country.loadFailed') : undefined}
        />
        {chosen && chosen.id !== storeId && (
          <Text size="sm" c="dimmed">
            {t('country.currency', { currency: currencyName(chosen.currencyCode) })}
          </Text>
        )}
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!chosen || chosen.id === storeId}>
            {t('country.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
