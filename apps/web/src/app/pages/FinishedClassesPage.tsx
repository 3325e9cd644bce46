import { BookingList } from '../../features/schedule';
import { MyClassesLayout } from './MyClassesLayout';

export default function FinishedClassesPage() {
  return (
    <MyClassesLayout
      title="Finished classes"
      description="The classes you have taken."
      intro="The classes you have taken, latest first."
    >
      <BookingList kind="finished" />
    </MyClassesLayout>
  );
}
