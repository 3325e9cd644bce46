import type { BrandDto } from '@kinetic/domain';

/** The main brand as the API describes it, for component tests that render the app's providers. */
export const TEST_BRAND: BrandDto = {
  id: 1,
  host: 'localhost',
  name: 'Kinetic',
  logoUrl: '/brands/kinetic/logo.svg',
  faviconUrl: '/brands/kinetic/mark.svg',
  shareBannerUrl: '/brands/kinetic/share.png',
  website: 'https://kinetic.test',
  contactEmail: 'hello@kinetic.test',
  shareUrl: 'https://kinetic.test',
  partnerUrl: 'https://partners.kinetic.test',
  isPrime: false,
  primaryColor: '#0f766e',
  seoTitle: 'Kinetic',
  seoDescription: 'Book fitness classes',
  seoKeywords: 'fitness',
  adPixelId: null,
  preselectedStoreId: null,
  partnersNeedApproval: false,
  houseName: 'Kinetic',
};
