import '../../../lib/mantine-styles/rest';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useAreaOptions } from '../../../lib/reference-data';
import { useStoreClock } from '../hooks/use-store-clock';

interface Props {
  value: number[];
  onChange: (areaIds: number[]) => void;
}

/**
 * Classes in chosen areas of the viewer's country: at a gym branch or a freelancer's venue there.
 * Its own module (with the styles its dropdown needs), loaded when More filters first opens: Mantine's
 * combobox would outweigh the first page's budget.
 */
export default function AreaFilter({ value, onChange }: Props) {
  const { t } = useTranslation('classes');
  const areas = useAreaOptions(useStoreClock().storeId);
  return (
    <MultiSelect
      label={t('filters.area')}
      placeholder={value.length ? undefined : t('filters.anyArea')}
      data={areas}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
      data-testid="area-filter"
    />
  );
}
