import { useParams } from 'react-router';
import { WeekSchedule } from '../../features/schedule';
import { MyClassesLayout } from './MyClassesLayout';

export default function UserSchedulePage() {
  const { ts } = useParams();
  return (
    <MyClassesLayout
      title="My schedule"
      description="Your booked classes, Monday to Sunday."
      intro="Your booked classes by day. Cancel more than 6 hours ahead to get your credits back."
    >
      <WeekSchedule ts={ts} />
    </MyClassesLayout>
  );
}
