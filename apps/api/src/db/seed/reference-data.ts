/**
 * Reference data every deployment needs (stores, activities, localities, brands, cancellation reasons):
 * written at every start, production included (reference.ts). Demo people and history are elsewhere.
 */
export const STORES = [
  {
    id: 1,
    name: 'Kuwait',
    countryCode: 'KW',
    currencyCode: 'KWD',
    currencyDecimals: 3,
    timeZone: 'Asia/Kuwait',
    sortOrder: 1,
  },
  {
    id: 2,
    name: 'Bahrain',
    countryCode: 'BH',
    currencyCode: 'BHD',
    currencyDecimals: 3,
    timeZone: 'Asia/Bahrain',
    sortOrder: 2,
  },
  {
    id: 3,
    name: 'Saudi Arabia',
    countryCode: 'SA',
    currencyCode: 'SAR',
    currencyDecimals: 2,
    timeZone: 'Asia/Riyadh',
    sortOrder: 3,
  },
  {
    id: 4,
    name: 'UAE',
    countryCode: 'AE',
    currencyCode: 'AED',
    currencyDecimals: 2,
    timeZone: 'Asia/Dubai',
    sortOrder: 4,
  },
];

/** icon: the name of the activity's pictogram in the web app. */
export const CLASS_CATEGORIES = [
  { name: 'Yoga', icon: 'yoga' },
  { name: 'Pilates', icon: 'pilates' },
  { name: 'Spinning', icon: 'bike' },
  { name: 'Boxing', icon: 'boxing' },
  { name: 'CrossFit', icon: 'barbell' },
  { name: 'HIIT', icon: 'flame' },
  { name: 'Dance', icon: 'music' },
  { name: 'Swimming', icon: 'swimming' },
  { name: 'Martial Arts', icon: 'karate' },
  { name: 'Strength', icon: 'dumbbell' },
  { name: 'Running', icon: 'run' },
  { name: 'Kids', icon: 'balloon' },
];

export const CITIES: { storeId: number; name: string; localities: [string, number, number][] }[] = [
  {
    storeId: 1,
    name: 'Kuwait City',
    localities: [
      ['Sharq', 29.3834, 47.9963],
      ['Dasman', 29.3897, 48.0026],
      ['Shuwaikh', 29.3521, 47.9402],
      ['Kaifan', 29.3369, 47.9603],
    ],
  },
  {
    storeId: 1,
    name: 'Hawalli',
    localities: [
      ['Salmiya', 29.3339, 48.0761],
      ['Jabriya', 29.3196, 48.0297],
      ['Rumaithiya', 29.3117, 48.0756],
      ['Shaab', 29.3523, 48.0198],
    ],
  },
  {
    storeId: 1,
    name: 'Farwaniya',
    localities: [
      ['Khaitan', 29.2869, 47.9706],
      ['Andalous', 29.3013, 47.8958],
    ],
  },
  {
    storeId: 1,
    name: 'Ahmadi',
    localities: [
      ['Fintas', 29.1739, 48.1214],
      ['Mangaf', 29.0967, 48.1303],
    ],
  },
  {
    storeId: 2,
    name: 'Manama',
    localities: [
      ['Seef', 26.2336, 50.5414],
      ['Juffair', 26.2108, 50.6031],
      ['Adliya', 26.2139, 50.5903],
      ['Hoora', 26.2379, 50.591],
    ],
  },
  {
    storeId: 2,
    name: 'Riffa',
    localities: [
      ['East Riffa', 26.1166, 50.5662],
      ['West Riffa', 26.1302, 50.5486],
    ],
  },
  {
    storeId: 2,
    name: 'Muharraq',
    localities: [
      ['Amwaj Islands', 26.2889, 50.6606],
      ['Busaiteen', 26.2628, 50.6088],
    ],
  },
  { storeId: 3, name: 'Riyadh', localities: [['Olaya', 24.6906, 46.6852]] },
  {
    storeId: 4,
    name: 'Dubai',
    localities: [
      ['Jumeirah', 25.2048, 55.2396],
      ['Marina', 25.0805, 55.1403],
    ],
  },
];

/** Share URLs (and so e-mailed links) point at this deployment: PUBLIC_URL, and its prime. subdomain. */
export function brandsFor(publicUrl: string) {
  const main = new URL(publicUrl);
  const prime = new URL(publicUrl);
  prime.hostname = `prime.${main.hostname}`;
  return BRANDS.map((brand) => ({ ...brand, shareUrl: (brand.isPrime ? prime : main).origin }));
}

const BRANDS = [
  {
    host: 'localhost',
    name: 'Kinetic',
    logoUrl: '/brands/kinetic-logo.svg',
    faviconUrl: '/brands/kinetic-favicon.svg',
    shareBannerUrl: '/brands/kinetic-banner.png',
    website: 'https://kinetic.example',
    contactEmail: 'hello@kinetic.example',
    partnerUrl: 'https://partners.kinetic.example',
    isPrime: false,
    isDefault: true,
    primaryColor: '#0f766e',
    seoTitle: 'Kinetic: book fitness classes in Kuwait and the Gulf',
    seoDescription:
      'Find and book yoga, spinning, boxing, CrossFit and personal training across Kuwait, Bahrain, Saudi Arabia and the UAE.',
    seoKeywords: 'fitness classes Kuwait, gym Kuwait, yoga Kuwait, personal trainer Kuwait',
    adPixelId: null,
    preselectedStoreId: null,
  },
  {
    host: 'prime.localhost',
    name: 'Prime Fitness Club',
    logoUrl: '/brands/prime-logo.svg',
    faviconUrl: '/brands/prime-favicon.svg',
    shareBannerUrl: '/brands/prime-banner.png',
    website: 'https://prime.example',
    contactEmail: 'members@prime.example',
    partnerUrl: 'https://partners.prime.example',
    isPrime: true,
    isDefault: false,
    primaryColor: '#6d28d9',
    seoTitle: 'Prime Fitness Club: members book their classes',
    seoDescription: "Prime Fitness Club members book classes and sessions at the club's Kuwait studios.",
    seoKeywords: 'Prime Fitness Club Kuwait, members classes',
    adPixelId: null,
    preselectedStoreId: 1,
  },
];

export const CANCELLATION_REASONS = [
  'Schedule conflict',
  'Feeling unwell',
  'Injury',
  'Travelling',
  'Booked by mistake',
  'Other',
];
