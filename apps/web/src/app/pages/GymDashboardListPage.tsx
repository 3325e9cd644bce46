import { useParams } from 'react-router';
import { GymAdminFrame } from '../../features/gym-admin';
import { DashboardListView, isDashboardList, listWords } from '../../features/gym-dashboard';
import { useTranslation } from '../../lib/i18n';
import NotFoundPage from './NotFoundPage';

/** /gym/admin/dashboard/:list: the list behind a dashboard tile. */
export default function GymDashboardListPage() {
  const { t } = useTranslation('gymDashboard');
  const { list } = useParams();
  if (!isDashboardList(list)) return <NotFoundPage />;
  return (
    <GymAdminFrame
      area="dashboard"
      title={t(`lists.${list}.title`)}
      intro={t(`lists.${list}.intro`, listWords())}
    >
      <DashboardListView key={list} list={list} />
    </GymAdminFrame>
  );
}
