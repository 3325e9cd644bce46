/**
 * Codes one partner account may try in a minute: a desk scanning a queue stays far below it; a
 * script guessing codes (60 random bits each) is stopped long before it could matter.
 */
export const CHECK_IN_CODE_ATTEMPTS_PER_MINUTE = 60;

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

/**
 * A booking's check-in code, as the database makes it (migration 0035): 12 characters of
 * this alphabet, which leaves out 0, O, 1 and I so a code read aloud or typed from a screen is not
 * mistaken.
 */
export const CHECK_IN_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CHECK_IN_CODE_LENGTH = 12;

/**
 * The code as it is stored, from what was scanned or typed: case, spaces and the dashes of the shown
 * groups do not matter.
 */
export const normaliseCheckInCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]+/g, '');

/** Whether a text has the shape of a check-in code (after normaliseCheckInCode). */
export const isCheckInCodeShape = (code: string): boolean =>
  code.length === CHECK_IN_CODE_LENGTH && [...code].every((c) => CHECK_IN_CODE_ALPHABET.includes(c));

/** The code in groups of four, as the customer reads it out ('ABCD-EFGH-JKLM'). */
export const formatCheckInCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
