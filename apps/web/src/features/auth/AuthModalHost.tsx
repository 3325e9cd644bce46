import { lazy } from 'react';
import { OnDemand } from '../../components/OnDemand';
import { useLoginFromUrl } from './hooks/use-login-from-url';
import { useAuthModal } from './model/auth-modal-store';

const AuthModal = lazy(() => import('./AuthModal'));

/**
 * The login / register / forgot-password popup of SPEC 2.3, in every page's shell: its code and texts
 * load when it first opens (a share link's `?login=1` opens it at once).
 */
export function AuthModalHost() {
  useLoginFromUrl();
  return <OnDemand wanted={useAuthModal().opened} component={AuthModal} props={{}} />;
}
