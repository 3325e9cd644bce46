import { GymAdminFrame } from '../../features/gym-admin';
import { ActivityLists } from '../../features/gym-catalogue';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/activities: the activities and sub-categories the gym's classes take. */
export default function GymActivitiesPage() {
  const { t } = useTranslation('gymCatalogue');
  return (
    <GymAdminFrame area="activities" title={t('activities.title')} intro={t('activities.intro')}>
      <ActivityLists />
    </GymAdminFrame>
  );
}
