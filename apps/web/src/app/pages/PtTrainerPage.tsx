import { isCustomer } from '@kinetic/domain';
import { useLocation, useNavigate, useParams } from 'react-router';
import { authModal } from '../../features/auth';
import { PtTrainerBooking } from '../../features/personal-training';
import { classPath } from '../../lib/links';
import { useSessionUser } from '../../lib/session';

/** personal_training/{ptTrainerId}: pick a time; its class page then books and pays as any PT class. */
export default function PtTrainerPage() {
  const { ptTrainerId } = useParams();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = !user ? 'guest' : isCustomer(user.userCategory) ? 'customer' : 'other';
  return (
    <PtTrainerBooking
      ptTrainerId={Number(ptTrainerId)}
      viewer={viewer}
      onSignInNeeded={() => authModal.open('login', { redirect: location.pathname })}
      onHeld={(session) => void navigate(classPath(session))}
    />
  );
}
