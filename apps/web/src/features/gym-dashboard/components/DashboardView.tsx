import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { useDashboard } from '../api/dashboard';
import { DashboardTiles } from './DashboardTiles';

/** The dashboard's tiles as the API counts them, with their loading and error states. */
export function DashboardView() {
  const { t } = useTranslation('gymDashboard');
  const dashboard = useDashboard();
  if (dashboard.error) {
    return (
      <LoadError title={t('loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
    );
  }
  if (!dashboard.data) return <ListSkeleton rows={4} height={96} />;
  return <DashboardTiles data={dashboard.data} />;
}
