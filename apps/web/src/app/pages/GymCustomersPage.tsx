import { useState } from 'react';
import { GymAdminFrame } from '../../features/gym-admin';
import { CustomersView, lastThirtyDays } from '../../features/gym-customers';
import { useTranslation } from '../../lib/i18n';

export default function GymCustomersPage() {
  const { t } = useTranslation('gymCustomers');
  const [range, setRange] = useState(lastThirtyDays);
  return (
    <GymAdminFrame area="customers" title={t('customers.title')} intro={t('customers.intro')}>
      <CustomersView range={range} onRange={setRange} />
    </GymAdminFrame>
  );
}
