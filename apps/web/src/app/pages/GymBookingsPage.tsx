import { GymAdminFrame } from '../../features/gym-admin';
import { BookingsView } from '../../features/gym-customers';
import { useTranslation } from '../../lib/i18n';

export default function GymBookingsPage() {
  const { t } = useTranslation('gymCustomers');
  return (
    <GymAdminFrame area="bookings" title={t('bookings.title')} intro={t('bookings.intro')}>
      <BookingsView />
    </GymAdminFrame>
  );
}
