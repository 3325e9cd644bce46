export { useIsPlatformOperator } from './api/operator';
export { BrandReviewSettings } from './components/BrandReviewSettings';
export { PartnerReviewBanner } from './components/PartnerReviewBanner';
export { PendingPartnerList } from './components/PendingPartnerList';

/** Where the platform operator reviews new partners. */
export const PARTNER_REVIEW_PATH = '/gym/admin/partner-reviews';
