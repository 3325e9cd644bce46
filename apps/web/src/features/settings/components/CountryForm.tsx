import { MSG } from '@kinetic/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useStores } from '../../../lib/reference-data';
import { useUpdateStore } from '../api/update-store';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

export function CountryForm({ userId, storeId }: { userId: number; storeId: number }) {
  const stores = useStores();
  const update = useUpdateStore(userId);
  const outcome = useServerFeedback();
  const [value, setValue] = useState<string | null>(String(storeId));
  const chosen = stores.data?.find((store) => String(store.id) === value);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen || chosen.id === storeId) return;
    update.mutate(chosen.id, {
      onSuccess: ({ message }) => outcome.succeeded(message || MSG.countryChanged),
      onError: (error) => outcome.failed(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change country">
      <Stack gap="sm">
        <Select
          label="Country"
          description="Classes, packages and prices follow the country you pick."
          data={(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
          value={value}
          onChange={(next) => {
            setValue(next);
            outcome.clear();
          }}
          allowDeselect={false}
          leftSection={<IconWorld size={16} />}
          disabled={stores.isPending}
          placeholder={stores.isPending ? 'Loading countries…' : undefined}
          error={stores.isError ? 'Could not load the countries. Please try again later.' : undefined}
        />
        {chosen && chosen.id !== storeId && (
          <Text size="sm" c="dimmed">
            Prices will show in {chosen.currencyCode}.
          </Text>
        )}
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!chosen || chosen.id === storeId}>
            Change country
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
