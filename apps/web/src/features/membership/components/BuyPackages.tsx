import type { PackageDto } from '@kinetic/domain';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import type { PackageFilter } from '../../payments';
import { usePackages } from '../../payments';
import { PackageGrid } from './PackageGrid';

/** Loads the packages on sale (optionally those that can pay for one class) and shows them by type. */
export function BuyPackages({
  filter,
  showCredits,
  onBuy,
  emptyText,
  groupOrder,
}: {
  filter: PackageFilter;
  showCredits: boolean;
  onBuy: (pkg: PackageDto) => void;
  emptyText: string;
  /** The level of the group headings: 2 right under the page's h1, 3 (default) under a section's h2. */
  groupOrder?: 2 | 3;
}) {
  const { t } = useTranslation('membership');
  const packages = usePackages(filter);
  if (packages.isPending) return <ListSkeleton rows={3} height={180} />;
  if (packages.isError) {
    return (
      <LoadError
        title={t('packages.loadError')}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      />
    );
  }
  return (
    <PackageGrid
      packages={packages.data}
      showCredits={showCredits}
      onBuy={onBuy}
      emptyText={emptyText}
      groupOrder={groupOrder}
    />
  );
}
