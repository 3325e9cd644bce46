import { BookingList } from '../../features/schedule';
import { useTranslation } from '../../lib/i18n';
import { MyClassesLayout } from './MyClassesLayout';

export default function UpcomingClassesPage() {
  const { t } = useTranslation('schedule');
  return (
    <MyClassesLayout
      title={t('pages.upcoming.title')}
      description={t('pages.upcoming.description')}
      intro={t('pages.upcoming.intro')}
    >
      <BookingList kind="upcoming" />
    </MyClassesLayout>
  );
}
