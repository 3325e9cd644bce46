import type { AuthProvider } from './api/providers';
import type { AuthModalState } from './model/auth-modal-store';

/** What the popup knew before the browser left for the provider, read back on /oauth/complete. */
export interface OAuthIntent {
  from: string;
  redirect?: string;
  fromJoinClass?: boolean;
}

const KEY = 'kinetic.oauthIntent';

export function startOAuth(provider: AuthProvider, from: string, modal: AuthModalState) {
  const intent: OAuthIntent = { from, redirect: modal.redirect, fromJoinClass: modal.fromJoinClass };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Without storage the server's redirect parameter still brings the user back.
  }
  const redirect = encodeURIComponent(modal.redirect ?? from);
  window.location.assign(`/api/v1/auth/oauth/${provider}/start?redirect=${redirect}`);
}

export function takeOAuthIntent(): OAuthIntent | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as OAuthIntent) : null;
  } catch {
    return null;
  }
}
