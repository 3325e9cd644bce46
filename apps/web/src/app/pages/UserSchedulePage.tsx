import { useParams } from 'react-router';
import { WeekSchedule } from '../../features/schedule';
import { useTranslation } from '../../lib/i18n';
import { MyClassesLayout } from './MyClassesLayout';

export default function UserSchedulePage() {
  const { t } = useTranslation('schedule');
  const { ts } = useParams();
  return (
    <MyClassesLayout
      title={t('pages.schedule.title')}
      description={t('pages.schedule.description')}
      intro={t('pages.schedule.intro')}
    >
      <WeekSchedule ts={ts} />
    </MyClassesLayout>
  );
}
