import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useStores } from '../../../lib/reference-data';
import { useGuestCountry } from '../../users';

/**
 * A guest picks the country whose classes they see; members change theirs in settings. The
 * browser's own select: the first page stays light (a combobox weighs some 30 KB there).
 */
export function GuestCountrySelect() {
  const { t } = useTranslation('classes');
  const stores = useStores();
  const country = useGuestCountry();
  const known = stores.data ?? [];
  return (
    <NativeSelect
      label={t('filters.country')}
      leftSection={<IconWorld size={16} aria-hidden />}
      data={
        known.length > 0
          ? known.map((store) => ({ value: String(store.id), label: store.name }))
          : [{ value: String(country.storeId), label: '…' }]
      }
      value={String(country.storeId)}
      onChange={(event) => country.choose(Number(event.currentTarget.value))}
      w={180}
      data-testid="guest-country"
    />
  );
}
