import type { PackageDto } from '@kinetic/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { useTranslation } from '../../../lib/i18n';
import { groupByType, packageTypeLabel } from '../../payments';
import { PackageCard } from './PackageCard';

/** Packages on sale, grouped by type (all-access first, then drop-in, gym memberships...). */
export function PackageGrid({
  packages,
  showCredits,
  onBuy,
  emptyText,
  groupOrder = 3,
}: {
  packages: PackageDto[];
  showCredits: boolean;
  onBuy: (pkg: PackageDto) => void;
  emptyText: string;
  groupOrder?: 2 | 3;
}) {
  const { t } = useTranslation('membership');
  if (packages.length === 0) {
    return (
      <EmptyState icon={<IconPackage size={34} />} title={t('packages.noneTitle')}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      {groupByType(packages).map(([type, items]) => (
        <Stack key={type} gap="sm" component="section" aria-label={packageTypeLabel(type)}>
          <Title order={groupOrder} size="h4">
            {packageTypeLabel(type)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {items.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} showCredits={showCredits} onBuy={onBuy} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
