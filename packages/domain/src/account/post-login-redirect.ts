import { isCustomer } from './user-category';

/** Everything SPEC 2.6 looks at when deciding where a freshly logged-in user lands. */
export interface PostLoginContext {
  category: number;
  /** The path (with search) the user was on when they logged in. */
  currentPath: string;
  /** An explicit destination, for example a shared class link. */
  redirect?: string | null;
  /** The popup was opened from the join-class popup of a class that costs credits. */
  fromJoinClass?: boolean;
  hasPackages: boolean;
}

/** Pages a customer stays on after logging in: class list and pages, trainers, gyms, search results. */
const STAY_PREFIXES = ['/classes', '/class/', '/trainer/', '/trainers', '/gym/', '/gyms', '/searchresults'];

function isStayPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return STAY_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** Only same-site paths may be redirect targets, so a crafted link cannot send users elsewhere. */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path) return null;
  const value = path.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * SPEC 2.6: where to go after login. Returns null when the user should stay on the current page.
 * The join-class case comes first: without packages the user must buy credits before booking.
 */
export function postLoginRedirect(context: PostLoginContext): string | null {
  const redirect = safeRedirect(context.redirect);
  if (!isCustomer(context.category)) return redirect ?? '/';
  if (context.fromJoinClass && !context.hasPackages) return '/settings';
  if (redirect) return redirect;
  return isStayPage(context.currentPath) ? null : '/classes';
}
