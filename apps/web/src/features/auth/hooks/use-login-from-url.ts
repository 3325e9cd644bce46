import { safeRedirect } from '@kinetic/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { authModal } from '../model/auth-modal-store';

/**
 * Share links send guests to `?login=1&redirect=/x`: open the login popup with that redirect, then
 * drop the two parameters so closing the popup does not bring it back.
 */
export function useLoginFromUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('login') !== '1') return;
    const redirect = safeRedirect(params.get('redirect')) ?? undefined;
    if (user && redirect) {
      navigate(redirect, { replace: true });
      return;
    }
    params.delete('login');
    params.delete('redirect');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    if (!user) authModal.open('login', { redirect });
  }, [location, navigate, user]);
}
