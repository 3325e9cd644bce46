import { showsGyms } from '../search/search-sections';

/**
 * Every path of the web app's router (SPEC 2.1), in React Router's pattern syntax. The router's table is
 * typed by this list (a path missing here fails the web's type check), and the server answers 404 to
 * any path none of them matches: one list for both.
 */
export const APP_PATHS = [
  'home',
  'classes',
  'classes/:first/:second',
  'class/:classId',
  'verifyPassword',
  'verifyEmail',
  'register',
  'register/trainer',
  'register/gym',
  'aboutus',
  'contact',
  'privacy',
  'terms',
  'sendfeedback',
  'oauth/complete',
  'searchresults',
  'searchresults/:term',
  'trainers',
  'trainer/:id',
  'trainer/:id/:name',
  'gyms',
  'gym/:id',
  'gym/:id/:name',
  'trainer/profile/:id/:ts',
  'trainer/profile/:id/:obj/:ts',
  'gym/profile/:id/:ts',
  'gym/profile/:id/:obj/:ts',
  'explore',
  'personal_training',
  'personal_training/:ptTrainerId',
  'specialProgram',
  'paymentconfirmation/:referenceId',
  'profile',
  'editProfile',
  'settings',
  'share',
  'invite',
  'userschedule',
  'userschedule/:ts',
  'live/:sessionId',
  'upcoming',
  'finished',
  'review/:bookingId',
  'wishlist',
  'favourite-trainers',
  'notifications',
  'membership',
  'membership/:classSessionId/:gymId/:readyPackageSize/:flag',
  'paymentconfirmation',
  'transactions',
  'cardpayment',
  'trainer/start',
  'trainer/classes',
  'trainer/classes/:ts/:ts2',
  'trainer/classes/new',
  'trainer/classes/edit/:classId',
  'trainer/profile',
  'trainer/report',
  'trainer/pt-availability',
  'trainer/seat-policy',
  'trainer/gyms',
  'trainer/editProfile',
  'gym/start',
  'gym/admin',
  'gym/admin/dashboard/:list',
  'gym/admin/customers',
  'gym/admin/customers/:userId',
  'gym/admin/bookings',
  'gym/classes/:ts',
  'gym/classes/new',
  'gym/classes/edit/:classId',
  'gym/profile',
  'gym/admin/packages',
  'gym/admin/coupons',
  'gym/admin/activities',
  'gym/admin/reports',
  'gym/admin/messages',
  'gym/admin/seat-policy',
  'gym/admin/ramadan',
  'gym/admin/pt-trainers',
  'gym/admin/team',
  'gym/admin/partner-reviews',
  'gym/admin/referral-programmes',
  'gym/editProfile',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

export interface AppPathMatch {
  /** The matched pattern; '' for the root (the router's index route). */
  path: AppPath | '';
  /** Each `:name` of the pattern with its segment, decoded. */
  params: Record<string, string>;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // React Router keeps a segment it cannot decode as it is.
    return segment;
  }
};

/** React Router's ranking: a static segment outweighs a parameter, so `trainer/classes` beats `trainer/:id`. */
const SCORE = { static: 10, param: 3 };

const COMPILED = APP_PATHS.map((path) => {
  const segments = path.split('/');
  return {
    path,
    // Static segments compare in lower case; parameters keep their names.
    segments: segments.map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase())),
    score: segments.reduce(
      (sum, segment) => sum + (segment.startsWith(':') ? SCORE.param : SCORE.static),
      segments.length,
    ),
  };
});

/**
 * The router's page for a pathname, matched as React Router matches it: case-insensitive, trailing
 * slashes ignored, a parameter takes one non-empty segment, the highest-ranked pattern wins. Null: the
 * app shows its not-found page.
 */
export function matchAppPath(pathname: string): AppPathMatch | null {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  if (parts.length === 0) return { path: '', params: {} };
  let best: { path: AppPath; params: Record<string, string>; score: number } | null = null;
  for (const route of COMPILED) {
    if (route.segments.length !== parts.length || (best && best.score >= route.score)) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment === part.toLowerCase();
      params[segment.slice(1)] = part;
      return true;
    });
    if (matches) best = { path: route.path, params, score: route.score };
  }
  return best && { path: best.path, params: best.params };
}

/** Pages a brand does not have: a prime brand shows no gyms (SPEC 5, 6), so its /gyms is not found. */
export function brandShowsPath(path: AppPath | '', brand: { isPrime: boolean }): boolean {
  return path !== 'gyms' || showsGyms(brand.isPrime);
}
