import { GymAdminFrame } from '../../features/gym-admin';
import { DashboardView } from '../../features/gym-dashboard';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin: the Business area's first page, the owner's dashboard (docs/adr/0046). */
export default function GymDashboardPage() {
  const { t } = useTranslation('gymDashboard');
  return (
    <GymAdminFrame area="dashboard" title={t('title')} intro={t('intro')}>
      <DashboardView />
    </GymAdminFrame>
  );
}
