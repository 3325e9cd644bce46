/** Every English catalogue, one namespace per feature (common: the shell and shared parts). */

import { auth } from './auth';
import { booking } from './booking';
import { checkout } from './checkout';
import { classes } from './classes';
import { classManagement } from './classManagement';
import { common } from './common';
import { explore } from './explore';
import { gymAdmin } from './gymAdmin';
import { gymCatalogue } from './gymCatalogue';
import { gymCustomers } from './gymCustomers';
import { gymDashboard } from './gymDashboard';
import { gymMessages } from './gymMessages';
import { gymPtTrainers } from './gymPtTrainers';
import { gymReports } from './gymReports';
import { gyms } from './gyms';
import { gymTeam } from './gymTeam';
import { liveVideo } from './liveVideo';
import { membership } from './membership';
import { notifications } from './notifications';
import { partnerOnboarding } from './partnerOnboarding';
import { partnerProfile } from './partnerProfile';
import { partnerReview } from './partnerReview';
import { payments } from './payments';
import { personalTraining } from './personalTraining';
import { profile } from './profile';
import { ramadan } from './ramadan';
import { referrals } from './referrals';
import { registration } from './registration';
import { reviews } from './reviews';
import { schedule } from './schedule';
import { search } from './search';
import { settings } from './settings';
import { share } from './share';
import { staticPages } from './staticPages';
import { trainers } from './trainers';
import { waitlistOffers } from './waitlistOffers';

export const en = {
  common,
  auth,
  registration,
  profile,
  settings,
  classes,
  booking,
  checkout,
  payments,
  classManagement,
  partnerProfile,
  partnerReview,
  partnerOnboarding,
  schedule,
  membership,
  notifications,
  trainers,
  search,
  gyms,
  gymAdmin,
  gymCatalogue,
  gymPtTrainers,
  gymTeam,
  gymCustomers,
  gymReports,
  gymDashboard,
  gymMessages,
  staticPages,
  explore,
  share,
  personalTraining,
  liveVideo,
  waitlistOffers,
  ramadan,
  reviews,
  referrals,
};

export type Namespace = keyof typeof en;
