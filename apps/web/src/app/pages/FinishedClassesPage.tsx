import { RateLink } from '../../features/reviews';
import { BookingList } from '../../features/schedule';
import { useTranslation } from '../../lib/i18n';
import { MyClassesLayout } from './MyClassesLayout';

export default function FinishedClassesPage() {
  const { t } = useTranslation('schedule');
  return (
    <MyClassesLayout
      title={t('pages.finished.title')}
      description={t('pages.finished.description')}
      intro={t('pages.finished.intro')}
    >
      <BookingList kind="finished" renderAction={(item, now) => <RateLink item={item} now={now} />} />
    </MyClassesLayout>
  );
}
