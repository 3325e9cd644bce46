import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authModal } from '../../features/auth';
import { rememberReferral } from '../../features/referrals';
import { useSessionUser } from '../../lib/session';

/**
 * /register?ref=CODE, an invite link: the code is kept for the registration, the class list shows and
 * the registration popup opens on it (a signed-in visitor just goes to the classes).
 */
export default function RegisterLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSessionUser() !== null;
  const code = params.get('ref');
  useEffect(() => {
    rememberReferral(code);
    navigate('/classes', { replace: true });
    if (!signedIn) authModal.open('register');
  }, [code, signedIn, navigate]);
  return null;
}
