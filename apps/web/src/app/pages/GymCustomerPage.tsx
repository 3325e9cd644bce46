import { useParams } from 'react-router';
import { GymAdminFrame } from '../../features/gym-admin';
import { CustomerView } from '../../features/gym-customers';
import { useTranslation } from '../../lib/i18n';
import NotFoundPage from './NotFoundPage';

export default function GymCustomerPage() {
  const { t } = useTranslation('gymCustomers');
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId <= 0) return <NotFoundPage />;
  return (
    <GymAdminFrame area="customers" title={t('customers.title')} intro={t('customer.intro')}>
      <CustomerView userId={userId} />
    </GymAdminFrame>
  );
}
