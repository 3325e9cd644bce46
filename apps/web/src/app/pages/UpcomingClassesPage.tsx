import { BookingList } from '../../features/schedule';
import { MyClassesLayout } from './MyClassesLayout';

export default function UpcomingClassesPage() {
  return (
    <MyClassesLayout
      title="Upcoming classes"
      description="Every class you booked that is still to come."
      intro="Every class you booked that is still to come, soonest first."
    >
      <BookingList kind="upcoming" />
    </MyClassesLayout>
  );
}
