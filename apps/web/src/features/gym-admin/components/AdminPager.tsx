import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** Pages of an admin table (`page` from 0), with "rows x–y of n"; nothing when one page holds all. */
export function AdminPager({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('gymAdmin');
  const pages = Math.ceil(total / size);
  const first = total === 0 ? 0 : page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('pager.rows', {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(next) => onChange(next - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        />
      )}
    </Group>
  );
}
