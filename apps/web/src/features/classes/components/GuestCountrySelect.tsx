import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useStores } from '../../../lib/reference-data';
import { useGuestCountry } from '../../users';

/** A guest picks the country whose classes they see (issue 32); members change theirs in settings. */
export function GuestCountrySelect() {
  const { t } = useTranslation('classes');
  const stores = useStores();
  const country = useGuestCountry();
  return (
    <Select
      label={t('filters.country')}
      leftSection={<IconWorld size={16} aria-hidden />}
      data={(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
      value={String(country.storeId)}
      onChange={(value) => value && country.choose(Number(value))}
      allowDeselect={false}
      w={180}
      comboboxProps={{ withinPortal: true }}
      data-testid="guest-country"
    />
  );
}
