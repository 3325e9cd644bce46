/** Check-in opens this long before a session starts: at the door, not the day before. */
export const CHECK_IN_OPENS_MINUTES = 60;

/** When a session's check-in opens. */
export const checkInOpensAt = (startsAt: Date): Date =>
  new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000);

/**
 * Whether a participant may be checked in now: from an hour before the start on. Afterwards stays open,
 * so the desk can finish the list once the class has run; taking a check-in back is always allowed.
 */
export const isCheckInOpen = (startsAt: Date, now: Date): boolean =>
  now.getTime() >= checkInOpensAt(startsAt).getTime();
