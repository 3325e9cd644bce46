/**
 * The invite code a visitor arrived with (`/register?ref=CODE`), kept in this browser until they
 * register, so it survives a page reload, a detour through the class list and a social sign-in's
 * redirect. Only the code's own characters are kept; anything else is no code.
 */
const KEY = 'kinetic.referral';
const CODE = /^[A-Za-z0-9]{1,32}$/;

export function rememberReferral(code: string | null): void {
  if (!code || !CODE.test(code)) return;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the code is lost, registration still works.
  }
}

export function pendingReferral(): string | null {
  try {
    const code = localStorage.getItem(KEY);
    return code && CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
