import { isCustomer } from '@kinetic/domain';
import { useLocation, useParams } from 'react-router';
import { authModal } from '../../features/auth';
import { ReviewsBlock } from '../../features/reviews';
import { TrainerProfile } from '../../features/trainers';
import { useSessionUser } from '../../lib/session';

/** trainer/{id}, trainer/{id}/{name} and trainer/{id}/{timestamp}: the id decides. */
export default function TrainerPage() {
  const { id } = useParams();
  const user = useSessionUser();
  const location = useLocation();
  const viewer = !user ? 'guest' : isCustomer(user.userCategory) ? 'customer' : 'other';
  return (
    <>
      <TrainerProfile
        trainerId={Number(id)}
        viewer={viewer}
        onSignInNeeded={() => authModal.open('login', { redirect: location.pathname })}
      />
      <ReviewsBlock subject={{ kind: 'trainers', id: Number(id) }} />
    </>
  );
}
