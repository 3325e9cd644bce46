export { AuthModalHost } from './AuthModalHost';
export { OAuthCompletion } from './components/OAuthCompletion';
export { ResetPasswordCard } from './components/ResetPasswordForm';
export { authModal } from './model/auth-modal-store';
export { logout, useLogout } from './use-logout';
