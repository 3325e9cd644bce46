import type { GymPackage } from '@kinetic/domain';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { GymAdminFrame } from '../../features/gym-admin';
import { PackageModal, PackageTable } from '../../features/gym-catalogue';
import { currencyDecimals } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useStores } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

/** /gym/admin/packages: the packages the gym sells; customers see a change in the shop at once. */
export default function GymPackagesPage() {
  const { t } = useTranslation('gymCatalogue');
  const user = useSessionUser();
  const stores = useStores();
  const [editing, setEditing] = useState<GymPackage | 'new' | null>(null);
  const store = stores.data?.find((candidate) => candidate.id === user?.storeId);
  const currencyCode = store?.currencyCode ?? 'KWD';
  return (
    <GymAdminFrame
      area="packages"
      title={t('packages.title')}
      intro={t('packages.intro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('packages.add')}
        </Button>
      }
    >
      <PackageTable onAdd={() => setEditing('new')} onEdit={setEditing} />
      {editing && (
        <PackageModal
          existing={editing === 'new' ? null : editing}
          currencyCode={currencyCode}
          decimals={currencyDecimals(currencyCode, store?.currencyDecimals)}
          onClose={() => setEditing(null)}
        />
      )}
    </GymAdminFrame>
  );
}
