import type { Coupon } from '@kinetic/domain';
import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { GymAdminFrame } from '../../features/gym-admin';
import { CouponModal, CouponTable } from '../../features/gym-catalogue';
import { currencyDecimals } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useStores } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

/** /gym/admin/coupons: the gym's coupon codes that customers type at checkout. */
export default function GymCouponsPage() {
  const { t } = useTranslation('gymCatalogue');
  const user = useSessionUser();
  const stores = useStores();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const store = stores.data?.find((candidate) => candidate.id === user?.storeId);
  const currencyCode = store?.currencyCode ?? 'KWD';
  return (
    <GymAdminFrame
      area="coupons"
      title={t('coupons.title')}
      intro={t('coupons.intro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('coupons.add')}
        </Button>
      }
    >
      {notice && (
        <Alert color="blue" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <CouponTable onAdd={() => setEditing('new')} onEdit={setEditing} onRemoved={setNotice} />
      {editing && (
        <CouponModal
          existing={editing === 'new' ? null : editing}
          currencyCode={currencyCode}
          decimals={currencyDecimals(currencyCode, store?.currencyDecimals)}
          onClose={() => setEditing(null)}
        />
      )}
    </GymAdminFrame>
  );
}
