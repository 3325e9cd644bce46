/** SPEC 9: business constants. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 20,
  nameMax: 250,
  phoneMin: 8,
  phoneMax: 16,
  bioMax: 600,
  seatDigits: 5,
  specialPriceChars: 5,
  pageSizeDefault: 10,
  pageSizeAlternate: 50,
  unlimitedClasses: 9_999_999,
  refundCutoffHours: 6,
  expiringSoonDays: 10,
  defaultStoreId: 1,
  notificationPageSize: 50,
  notificationMessageMax: 100,
  usernameDisplayMax: 25,
  scheduleDaysAhead: 60,
} as const;

export const TIMERS = {
  popupCloseMs: 1000,
  kidErrorMs: 2000,
  redirectDelayMs: 500,
  logoutDelayMs: 1000,
  toastDelayMs: 10_000,
  shellLoaderMaxMs: 7000,
} as const;
