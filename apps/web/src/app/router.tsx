import { createBrowserRouter, Navigate } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { Guard, PartnerRegistrationGuard, RoleGuard } from './guards';
import { Layout } from './shell/Layout';
import { RouteError } from './shell/RouteError';

/**
 * Every page is its own chunk, so the first page stays light (DESIGN 10); a chunk that fails to load
 * is fetched once more before the route's error boundary takes over.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazyPage(load);
  return <Component />;
};

export const router = createBrowserRouter([
  {
    element: <Layout />,
    // The shell itself failed: the brand's error page on its own.
    errorElement: <RouteError standalone />,
    children: [
      {
        // Any page that fails (its chunk, or its rendering) shows the error inside the shell.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/classes" replace /> },
          { path: 'home', element: <Navigate to="/classes" replace /> },
          { path: 'classes', element: page(() => import('./pages/ClassesPage')) },
          // classes/{classId}/{timestamp} and the share link classes/{classSessionId}/{titleStripped}.
          { path: 'classes/:first/:second', element: page(() => import('./pages/ClassPage')) },
          { path: 'class/:classId', element: page(() => import('./pages/ClassPage')) },
          { path: 'verifyPassword', element: page(() => import('./pages/VerifyPasswordPage')) },
          {
            // Partner registration is the main brand's: a prime brand sends it to /classes (SPEC 4.2).
            element: <PartnerRegistrationGuard />,
            children: [
              { path: 'register/trainer', element: page(() => import('./pages/TrainerRegistrationPage')) },
              { path: 'register/gym', element: page(() => import('./pages/GymRegistrationPage')) },
            ],
          },
          { path: 'aboutus', element: page(() => import('./pages/AboutPage')) },
          { path: 'contact', element: page(() => import('./pages/ContactPage')) },
          { path: 'privacy', element: page(() => import('./pages/PrivacyPage')) },
          { path: 'terms', element: page(() => import('./pages/TermsPage')) },
          { path: 'sendfeedback', element: page(() => import('./pages/FeedbackPage')) },
          { path: 'oauth/complete', element: page(() => import('./pages/OAuthCompletePage')) },
          // Discovery (search, trainers, gyms, explore, personal training).
          { path: 'searchresults', element: page(() => import('./pages/SearchResultsPage')) },
          { path: 'searchresults/:term', element: page(() => import('./pages/SearchResultsPage')) },
          { path: 'trainers', element: page(() => import('./pages/TrainersPage')) },
          { path: 'trainer/:id', element: page(() => import('./pages/TrainerPage')) },
          { path: 'trainer/:id/:name', element: page(() => import('./pages/TrainerPage')) },
          { path: 'gyms', element: page(() => import('./pages/GymsPage')) },
          { path: 'gym/:id', element: page(() => import('./pages/GymPage')) },
          { path: 'gym/:id/:name', element: page(() => import('./pages/GymPage')) },
          // Public profile links of SPEC 2.1: trainer/profile/{id}/{timestamp} and .../{objectDataId}/{timestamp}.
          { path: 'trainer/profile/:id/:ts', element: page(() => import('./pages/TrainerPage')) },
          { path: 'trainer/profile/:id/:obj/:ts', element: page(() => import('./pages/TrainerPage')) },
          { path: 'gym/profile/:id/:ts', element: page(() => import('./pages/GymPage')) },
          { path: 'gym/profile/:id/:obj/:ts', element: page(() => import('./pages/GymPage')) },
          { path: 'explore', element: page(() => import('./pages/ExplorePage')) },
          { path: 'personal_training', element: page(() => import('./pages/PersonalTrainingPage')) },
          // Issue 4: special packages may be bought without an account (SPEC 3.2), so the form and the
          // payment result are public; the result page shows members their own orders by token and a guest
          // a special order by reference and e-mail (docs/adr/0008).
          { path: 'specialProgram', element: page(() => import('./pages/SpecialProgramPage')) },
          {
            path: 'paymentconfirmation/:referenceId',
            element: page(() => import('./pages/PaymentConfirmationPage')),
          },
          {
            element: <Guard guard="signedIn" />,
            children: [
              { path: 'profile', element: page(() => import('./pages/ProfilePage')) },
              { path: 'editProfile', element: page(() => import('./pages/EditProfilePage')) },
              { path: 'settings', element: page(() => import('./pages/SettingsPage')) },
              { path: 'share', element: page(() => import('./pages/SharePage')) },
              // The member's own classes (customers only, checked inside the pages).
              { path: 'userschedule', element: page(() => import('./pages/UserSchedulePage')) },
              { path: 'userschedule/:ts', element: page(() => import('./pages/UserSchedulePage')) },
              { path: 'upcoming', element: page(() => import('./pages/UpcomingClassesPage')) },
              { path: 'finished', element: page(() => import('./pages/FinishedClassesPage')) },
              { path: 'wishlist', element: page(() => import('./pages/WishlistPage')) },
              { path: 'favourite-trainers', element: page(() => import('./pages/FavouriteTrainersPage')) },
              { path: 'notifications', element: page(() => import('./pages/NotificationsPage')) },
              {
                // Payments (issue 4): the brand's member guard (SPEC 2.1, docs/adr/0008); prime hides credits.
                element: <Guard guard="member" />,
                children: [
                  { path: 'membership', element: page(() => import('./pages/MembershipPage')) },
                  {
                    path: 'membership/:classSessionId/:gymId/:readyPackageSize/:flag',
                    element: page(() => import('./pages/MembershipForClassPage')),
                  },
                  {
                    path: 'paymentconfirmation',
                    element: page(() => import('./pages/PaymentConfirmationPage')),
                  },
                  { path: 'transactions', element: page(() => import('./pages/TransactionsPage')) },
                  { path: 'cardpayment', element: page(() => import('./pages/CardPaymentPage')) },
                ],
              },
            ],
          },
          // Trainers and gyms run their classes and profiles (SPEC 2.1, 6).
          {
            element: <RoleGuard allow="trainer" />,
            children: [
              { path: 'trainer/classes', element: page(() => import('./pages/MyClassesPage')) },
              { path: 'trainer/classes/:ts/:ts2', element: page(() => import('./pages/MyClassesPage')) },
              { path: 'trainer/classes/new', element: page(() => import('./pages/ClassEditorPage')) },
              {
                path: 'trainer/classes/edit/:classId',
                element: page(() => import('./pages/ClassEditorPage')),
              },
              { path: 'trainer/profile', element: page(() => import('./pages/PartnerProfilePage')) },
              { path: 'trainer/editProfile', element: page(() => import('./pages/PartnerEditProfilePage')) },
            ],
          },
          {
            element: <RoleGuard allow="gym" />,
            children: [
              { path: 'gym/classes/:ts', element: page(() => import('./pages/MyClassesPage')) },
              { path: 'gym/classes/new', element: page(() => import('./pages/ClassEditorPage')) },
              { path: 'gym/classes/edit/:classId', element: page(() => import('./pages/ClassEditorPage')) },
              { path: 'gym/profile', element: page(() => import('./pages/PartnerProfilePage')) },
              { path: 'gym/editProfile', element: page(() => import('./pages/PartnerEditProfilePage')) },
            ],
          },
          { path: '*', element: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
]);
