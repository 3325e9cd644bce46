import { BookingList } from '../../features/schedule';
import { SeatOffers } from '../../features/waitlist-offers';
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
      {/* Seats offered from a waitlist, to claim before they run out: above the bookings. */}
      <SeatOffers />
      <BookingList kind="upcoming" />
    </MyClassesLayout>
  );
}
