import { isCustomer } from '@kinetic/domain';
import { useLocation, useParams } from 'react-router';
import { TrainerProfile } from '../../features/trainers/components/TrainerProfile';
import { authModal } from '../../lib/auth-modal-store';
import { useSessionUser } from '../../lib/session';

/** trainer/{id}, trainer/{id}/{name} and trainer/{id}/{timestamp}: the id decides. */
export default function TrainerPage() {
  const { id } = useParams();
  const user = useSessionUser();
  const location = useLocation();
  const viewer = !user ? 'guest' : isCustomer(user.userCategory) ? 'customer' : 'other';
  return (
    <TrainerProfile
      trainerId={Number(id)}
      viewer={viewer}
      onSignInNeeded={() => authModal.open('login', { redirect: location.pathname })}
    />
  );
}
