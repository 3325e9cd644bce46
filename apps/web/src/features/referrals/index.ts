export { InviteFriends, InviteFriendsView } from './components/InviteFriends';
export { ReferralBanner } from './components/ReferralBanner';
export { ReferralProgrammeSettings } from './components/ReferralProgrammeSettings';
export { WelcomeOfferBadge } from './components/WelcomeOfferBadge';
export { WelcomeOfferNote } from './components/WelcomeOfferNote';
export { forgetReferral, pendingReferral, rememberReferral } from './model/pending-referral';

/** The customer's Invite friends page. */
export const INVITE_PATH = '/invite';
/** Where the platform operator sets the referral programmes. */
export const REFERRAL_PROGRAMMES_PATH = '/gym/admin/referral-programmes';
