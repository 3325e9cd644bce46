import type { AppPath } from '@kinetic/domain';
import type { ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { usePrefetchClassRoute } from '../features/classes';
import { loadNamespaces } from '../lib/i18n';
import { lazyPage, registerPagePrefetch } from '../lib/lazy-page';
import type { Namespace } from '../locales/en';
import { Guard, PartnerRegistrationGuard, RoleGuard } from './guards';
import { Layout } from './shell/Layout';
import { PageErrorBoundary } from './shell/RouteErrorBoundary';

/**
 * Every page is its own chunk, so the first page stays light (DESIGN 10); a chunk that fails to load
 * is fetched once more before the route's error boundary takes over. The texts the page shows are
 * loaded beside its chunk (not after it): a namespace left out here still loads, when the page asks.
 */
type PageModule = () => Promise<{ default: React.ComponentType }>;

/** What a page needs before it shows: its code, its texts and Mantine's styles beyond the first page's. */
const loadPage = (load: PageModule, namespaces: Namespace[]) =>
  Promise.all([load(), loadNamespaces(namespaces), restStyles()]).then(([module]) => module);

const page = (load: PageModule, namespaces: Namespace[] = []) => {
  const Component = lazyPage(() => loadPage(load, namespaces));
  return <Component />;
};

/** A page the top bar or the drawer links to: its code and texts load as the pointer nears the link. */
const linkedPage = (path: string, load: PageModule, namespaces: Namespace[] = []) => {
  registerPagePrefetch(`/${path}`, () => loadPage(load, namespaces));
  return page(load, namespaces);
};

/**
 * Mantine's styles beyond the first page's (lib/mantine-styles): with every page but the class list,
 * which the first page's styles cover.
 */
const restStyles = () => import('../lib/mantine-styles/rest');

const classListPage = (load: PageModule, namespaces: Namespace[]) => {
  const Component = lazyPage(() =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module),
  );
  return <Component />;
};

const classPage = page(() => import('./pages/ClassPage'), ['classes', 'booking', 'reviews']);

/** A class route: its data is asked for as the route renders, beside the page's code. */
function ClassRoute() {
  usePrefetchClassRoute();
  return classPage;
}

/**
 * A route of the table: its path must be one of the domain's APP_PATHS, the list the server also reads to
 * answer 404 to any other path. A path added here and not there fails the type check.
 */
type AppRoute =
  | { index: true; element: ReactNode }
  | { path?: AppPath | '*'; element: ReactNode; children?: AppRoute[] };

const routes: AppRoute[] = [
  {
    element: <Layout />,
    children: [
      {
        // Any page that fails (its chunk, or its rendering) shows the error inside the shell.
        element: <PageErrorBoundary />,
        children: [
          { index: true, element: <Navigate to="/classes" replace /> },
          { path: 'home', element: <Navigate to="/classes" replace /> },
          { path: 'classes', element: classListPage(() => import('./pages/ClassesPage'), ['classes']) },
          // classes/{classId}/{timestamp} and the share link classes/{classSessionId}/{titleStripped}.
          { path: 'classes/:first/:second', element: <ClassRoute /> },
          { path: 'class/:classId', element: <ClassRoute /> },
          {
            path: 'verifyPassword',
            element: page(() => import('./pages/VerifyPasswordPage'), ['auth', 'membership']),
          },
          {
            path: 'verifyEmail',
            element: page(() => import('./pages/VerifyEmailPage'), ['settings', 'membership']),
          },
          // An invite link (docs/adr/0044): keeps the code and opens the registration popup.
          { path: 'register', element: page(() => import('./pages/RegisterLinkPage')) },
          {
            // Partner registration is the main brand's: a prime brand sends it to /classes (SPEC 4.2).
            element: <PartnerRegistrationGuard />,
            children: [
              {
                path: 'register/trainer',
                element: page(
                  () => import('./pages/TrainerRegistrationPage'),
                  ['membership', 'registration'],
                ),
              },
              {
                path: 'register/gym',
                element: page(() => import('./pages/GymRegistrationPage'), ['membership', 'registration']),
              },
            ],
          },
          {
            path: 'aboutus',
            element: page(() => import('./pages/AboutPage'), ['membership', 'staticPages']),
          },
          {
            path: 'contact',
            element: page(() => import('./pages/ContactPage'), ['membership', 'staticPages']),
          },
          {
            path: 'privacy',
            element: page(() => import('./pages/PrivacyPage'), ['membership', 'staticPages']),
          },
          { path: 'terms', element: page(() => import('./pages/TermsPage'), ['membership', 'staticPages']) },
          {
            path: 'sendfeedback',
            element: page(() => import('./pages/FeedbackPage'), ['membership', 'staticPages']),
          },
          {
            path: 'oauth/complete',
            element: page(() => import('./pages/OAuthCompletePage'), ['auth', 'membership']),
          },
          // Discovery (search, trainers, gyms, explore, personal training).
          { path: 'searchresults', element: page(() => import('./pages/SearchResultsPage'), ['membership']) },
          {
            path: 'searchresults/:term',
            element: page(() => import('./pages/SearchResultsPage'), ['membership']),
          },
          {
            path: 'trainers',
            element: linkedPage('trainers', () => import('./pages/TrainersPage'), ['membership', 'trainers']),
          },
          {
            path: 'trainer/:id',
            element: page(() => import('./pages/TrainerPage'), ['auth', 'membership', 'trainers', 'reviews']),
          },
          {
            path: 'trainer/:id/:name',
            element: page(() => import('./pages/TrainerPage'), ['auth', 'membership', 'trainers', 'reviews']),
          },
          {
            path: 'gyms',
            element: linkedPage('gyms', () => import('./pages/GymsPage'), [
              'gyms',
              'membership',
              'staticPages',
            ]),
          },
          {
            path: 'gym/:id',
            element: page(() => import('./pages/GymPage'), ['classes', 'gyms', 'membership', 'reviews']),
          },
          {
            path: 'gym/:id/:name',
            element: page(() => import('./pages/GymPage'), ['classes', 'gyms', 'membership', 'reviews']),
          },
          // Public profile links of SPEC 2.1: trainer/profile/{id}/{timestamp} and .../{objectDataId}/{timestamp}.
          {
            path: 'trainer/profile/:id/:ts',
            element: page(() => import('./pages/TrainerPage'), ['auth', 'membership', 'trainers', 'reviews']),
          },
          {
            path: 'trainer/profile/:id/:obj/:ts',
            element: page(() => import('./pages/TrainerPage'), ['auth', 'membership', 'trainers', 'reviews']),
          },
          {
            path: 'gym/profile/:id/:ts',
            element: page(() => import('./pages/GymPage'), ['classes', 'gyms', 'membership', 'reviews']),
          },
          {
            path: 'gym/profile/:id/:obj/:ts',
            element: page(() => import('./pages/GymPage'), ['classes', 'gyms', 'membership', 'reviews']),
          },
          {
            path: 'explore',
            element: linkedPage('explore', () => import('./pages/ExplorePage'), [
              'explore',
              'gyms',
              'membership',
              'trainers',
            ]),
          },
          {
            path: 'personal_training',
            element: linkedPage('personal_training', () => import('./pages/PersonalTrainingPage'), [
              'classes',
              'membership',
              'personalTraining',
            ]),
          },
          {
            path: 'personal_training/:ptTrainerId',
            element: page(() => import('./pages/PtTrainerPage'), ['auth', 'membership', 'personalTraining']),
          },
          // Special packages may be bought without an account (SPEC 3.2), so the form and the
          // payment result are public; the result page shows members their own orders by token and a guest
          // a special order by reference and e-mail (docs/adr/0008).
          {
            path: 'specialProgram',
            element: page(() => import('./pages/SpecialProgramPage'), ['classes', 'membership', 'payments']),
          },
          {
            path: 'paymentconfirmation/:referenceId',
            element: page(() => import('./pages/PaymentConfirmationPage'), ['membership', 'payments']),
          },
          {
            element: <Guard guard="signedIn" />,
            children: [
              {
                path: 'profile',
                element: page(() => import('./pages/ProfilePage'), ['membership', 'profile']),
              },
              {
                path: 'editProfile',
                element: page(() => import('./pages/EditProfilePage'), ['membership', 'profile']),
              },
              {
                path: 'settings',
                element: page(() => import('./pages/SettingsPage'), ['membership', 'settings']),
              },
              { path: 'share', element: page(() => import('./pages/SharePage'), ['share']) },
              {
                path: 'invite',
                element: page(() => import('./pages/InviteFriendsPage'), ['referrals', 'share']),
              },
              // The member's own classes (customers only, checked inside the pages).
              {
                path: 'userschedule',
                element: linkedPage('userschedule', () => import('./pages/UserSchedulePage'), [
                  'membership',
                  'schedule',
                ]),
              },
              {
                path: 'userschedule/:ts',
                element: page(() => import('./pages/UserSchedulePage'), ['membership', 'schedule']),
              },
              {
                // A live video class: the trainer hosts, booked customers watch.
                path: 'live/:sessionId',
                element: page(() => import('./pages/LiveClassPage'), ['liveVideo']),
              },
              {
                path: 'upcoming',
                element: page(
                  () => import('./pages/UpcomingClassesPage'),
                  ['membership', 'schedule', 'waitlistOffers'],
                ),
              },
              {
                path: 'finished',
                element: page(
                  () => import('./pages/FinishedClassesPage'),
                  ['membership', 'schedule', 'reviews'],
                ),
              },
              {
                path: 'review/:bookingId',
                element: page(() => import('./pages/ReviewPage'), ['membership', 'reviews']),
              },
              {
                path: 'wishlist',
                element: page(() => import('./pages/WishlistPage'), ['membership', 'schedule']),
              },
              {
                path: 'favourite-trainers',
                element: page(
                  () => import('./pages/FavouriteTrainersPage'),
                  ['membership', 'schedule', 'trainers'],
                ),
              },
              {
                path: 'notifications',
                element: page(() => import('./pages/NotificationsPage'), ['membership', 'notifications']),
              },
              {
                // Payments: the brand's member guard (SPEC 2.1, docs/adr/0008); prime hides credits.
                element: <Guard guard="member" />,
                children: [
                  {
                    path: 'membership',
                    element: linkedPage('membership', () => import('./pages/MembershipPage'), [
                      'checkout',
                      'membership',
                      'payments',
                      'schedule',
                    ]),
                  },
                  {
                    path: 'membership/:classSessionId/:gymId/:readyPackageSize/:flag',
                    element: page(
                      () => import('./pages/MembershipForClassPage'),
                      ['auth', 'booking', 'checkout', 'classes', 'membership', 'payments', 'schedule'],
                    ),
                  },
                  {
                    path: 'paymentconfirmation',
                    element: page(
                      () => import('./pages/PaymentConfirmationPage'),
                      ['membership', 'payments'],
                    ),
                  },
                  {
                    path: 'transactions',
                    element: page(
                      () => import('./pages/TransactionsPage'),
                      ['membership', 'payments', 'schedule'],
                    ),
                  },
                  {
                    path: 'cardpayment',
                    element: page(
                      () => import('./pages/CardPaymentPage'),
                      ['membership', 'payments', 'schedule'],
                    ),
                  },
                ],
              },
            ],
          },
          // Trainers and gyms run their classes and profiles (SPEC 2.1, 6).
          {
            element: <RoleGuard allow="trainer" />,
            children: [
              {
                // A new trainer's first steps.
                path: 'trainer/start',
                element: page(
                  () => import('./pages/PartnerStartPage'),
                  ['partnerOnboarding', 'partnerReview'],
                ),
              },
              {
                path: 'trainer/classes',
                element: page(
                  () => import('./pages/MyClassesPage'),
                  ['classManagement', 'classes', 'membership', 'partnerReview'],
                ),
              },
              {
                path: 'trainer/classes/:ts/:ts2',
                element: page(
                  () => import('./pages/MyClassesPage'),
                  ['classManagement', 'classes', 'membership', 'partnerReview'],
                ),
              },
              {
                path: 'trainer/classes/new',
                element: page(
                  () => import('./pages/ClassEditorPage'),
                  ['classManagement', 'classes', 'membership'],
                ),
              },
              {
                path: 'trainer/classes/edit/:classId',
                element: page(
                  () => import('./pages/ClassEditorPage'),
                  ['classManagement', 'classes', 'membership'],
                ),
              },
              {
                path: 'trainer/profile',
                element: page(
                  () => import('./pages/PartnerProfilePage'),
                  ['classManagement', 'membership', 'partnerProfile', 'partnerReview'],
                ),
              },
              {
                path: 'trainer/report',
                element: page(() => import('./pages/TrainerReportPage'), ['gymAdmin', 'gymReports']),
              },
              {
                path: 'trainer/pt-availability',
                element: page(() => import('./pages/TrainerPtAvailabilityPage'), ['gymPtTrainers']),
              },
              {
                path: 'trainer/gyms',
                element: page(() => import('./pages/TrainerGymsPage'), ['gymTeam']),
              },
              {
                path: 'trainer/seat-policy',
                element: page(() => import('./pages/TrainerSeatPolicyPage'), ['waitlistOffers']),
              },
              {
                path: 'trainer/editProfile',
                element: page(
                  () => import('./pages/PartnerEditProfilePage'),
                  ['membership', 'partnerProfile'],
                ),
              },
            ],
          },
          {
            element: <RoleGuard allow="gym" />,
            children: [
              {
                // A new gym's first steps.
                path: 'gym/start',
                element: page(
                  () => import('./pages/PartnerStartPage'),
                  ['partnerOnboarding', 'partnerReview'],
                ),
              },
              {
                // The Business area opens on the owner's dashboard (docs/adr/0046).
                path: 'gym/admin',
                element: page(() => import('./pages/GymDashboardPage'), ['gymAdmin', 'gymDashboard']),
              },
              {
                path: 'gym/admin/dashboard/:list',
                element: page(() => import('./pages/GymDashboardListPage'), ['gymAdmin', 'gymDashboard']),
              },
              {
                path: 'gym/admin/customers',
                element: page(() => import('./pages/GymCustomersPage'), ['gymCustomers', 'gymAdmin']),
              },
              {
                path: 'gym/admin/customers/:userId',
                element: page(() => import('./pages/GymCustomerPage'), ['gymCustomers', 'gymAdmin']),
              },
              {
                path: 'gym/admin/bookings',
                element: page(() => import('./pages/GymBookingsPage'), ['gymCustomers', 'gymAdmin']),
              },
              {
                path: 'gym/classes/:ts',
                element: page(
                  () => import('./pages/MyClassesPage'),
                  ['classManagement', 'classes', 'membership', 'partnerReview'],
                ),
              },
              {
                path: 'gym/classes/new',
                element: page(
                  () => import('./pages/ClassEditorPage'),
                  ['classManagement', 'classes', 'membership'],
                ),
              },
              {
                path: 'gym/classes/edit/:classId',
                element: page(
                  () => import('./pages/ClassEditorPage'),
                  ['classManagement', 'classes', 'membership'],
                ),
              },
              {
                path: 'gym/profile',
                element: page(
                  () => import('./pages/PartnerProfilePage'),
                  ['classManagement', 'membership', 'partnerProfile', 'partnerReview'],
                ),
              },
              {
                path: 'gym/admin/packages',
                element: page(() => import('./pages/GymPackagesPage'), ['gymAdmin', 'gymCatalogue']),
              },
              {
                path: 'gym/admin/coupons',
                element: page(() => import('./pages/GymCouponsPage'), ['gymAdmin', 'gymCatalogue']),
              },
              {
                path: 'gym/admin/activities',
                element: page(() => import('./pages/GymActivitiesPage'), ['gymAdmin', 'gymCatalogue']),
              },
              {
                path: 'gym/admin/reports',
                element: page(() => import('./pages/GymReportsPage'), ['gymAdmin', 'gymReports', 'reviews']),
              },
              {
                path: 'gym/admin/messages',
                element: page(() => import('./pages/GymMessagesPage'), ['gymAdmin', 'gymMessages']),
              },
              {
                path: 'gym/admin/pt-trainers',
                element: page(() => import('./pages/GymPtTrainersPage'), ['gymAdmin', 'gymPtTrainers']),
              },
              {
                path: 'gym/admin/team',
                element: page(() => import('./pages/GymTeamPage'), ['gymAdmin', 'gymTeam']),
              },
              {
                path: 'gym/admin/ramadan',
                element: page(() => import('./pages/GymRamadanPage'), ['gymAdmin', 'ramadan']),
              },
              {
                path: 'gym/admin/seat-policy',
                element: page(() => import('./pages/GymSeatPolicyPage'), ['gymAdmin', 'waitlistOffers']),
              },
              {
                // The platform operator's review of new partners; the API answers others 404.
                path: 'gym/admin/partner-reviews',
                element: page(() => import('./pages/PartnerReviewPage'), ['gymAdmin', 'partnerReview']),
              },
              {
                // The platform operator's referral programmes; the API answers others 404.
                path: 'gym/admin/referral-programmes',
                element: page(() => import('./pages/ReferralProgrammesPage'), ['gymAdmin', 'referrals']),
              },
              {
                path: 'gym/editProfile',
                element: page(
                  () => import('./pages/PartnerEditProfilePage'),
                  ['membership', 'partnerProfile'],
                ),
              },
            ],
          },
          { path: '*', element: page(() => import('./pages/NotFoundPage'), ['staticPages']) },
        ],
      },
    ],
  },
];

/**
 * The route table, read by React Router's declarative mode (a <BrowserRouter> around it, main.tsx): no
 * loaders or actions are used, and the data router's code would be 16 KB more on the first page (ADR 16).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
