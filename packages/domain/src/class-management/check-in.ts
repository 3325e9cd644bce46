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
 * A new code, as the database's `kinetic_check_in_code()` makes one: 12 characters of the alphabet
 * from 60 random bits (32 letters: 5 bits a byte, so every letter is as likely). A join makes its
 * booking's code before the booking is written, so its confirmation e-mail can carry it.
 */
export function newCheckInCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(CHECK_IN_CODE_LENGTH));
  return Array.from(bytes, (byte) => CHECK_IN_CODE_ALPHABET[byte % CHECK_IN_CODE_ALPHABET.length]).join('');
}

/**
 * The code as it is stored, from what was scanned or typed: case, spaces and the dashes of the shown
 * groups do not matter.
 */
export const normaliseCheckInCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]+/g, '');

/** Whether a text has the shape of a check-in code (after normaliseCheckInCode). */
export const isCheckInCodeShape = (code: string): boolean =>
  code.length === CHECK_IN_CODE_LENGTH && [...code].every((c) => CHECK_IN_CODE_ALPHABET.includes(c));

/**
 * Where the QR code of a check-in code is drawn (a PNG on the brand's host), as the confirmation mail
 * shows it: it says nothing but the code it is given.
 */
export const checkInQrPath = (code: string): string => `/api/v1/check-in-codes/${code}/qr.png`;

/** The code in groups of four, as the customer reads it out ('ABCD-EFGH-JKLM'). */
export const formatCheckInCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * Self check-in (a partner's option in its seat policy): the customer taps "I'm here" from
 * `selfCheckInMinutes` before the start until the class ends, standing within this distance of the
 * class's gym branch or venue (the browser's position: a phone's GPS reads to tens of metres).
 */
export const SELF_CHECK_IN_RADIUS_METERS = 300;
export const SELF_CHECK_IN_MINUTES = { min: 5, max: 120 } as const;

export interface Position {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two positions, in metres (haversine; the Earth as a 6371 km sphere). */
export function distanceMeters(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** When a booking's self check-in opens (its minutes before the start), and whether it is open now. */
export function selfCheckInWindow(args: {
  selfCheckInMinutes: number;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}): { opensAt: Date; state: 'NOT_YET' | 'OPEN' | 'OVER' } {
  const opensAt = new Date(args.startsAt.getTime() - args.selfCheckInMinutes * 60_000);
  const state = args.now >= args.endsAt ? 'OVER' : args.now < opensAt ? 'NOT_YET' : 'OPEN';
  return { opensAt, state };
}

export type SelfCheckInRefusal =
  | { code: 'SELF_CHECK_IN_OFF' }
  | { code: 'SELF_CHECK_IN_NOT_YET'; opensAt: Date }
  | { code: 'SELF_CHECK_IN_OVER' }
  | { code: 'TOO_FAR_TO_CHECK_IN'; meters: number };

/**
 * Why a customer may not check themselves in now, or null: the partner's option off (or a class with
 * no place, online), before the window or after the class, or too far from the venue.
 */
export function selfCheckInRefusal(args: {
  selfCheckInMinutes: number | null;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  venue: Position | null;
  at: Position;
}): SelfCheckInRefusal | null {
  if (args.selfCheckInMinutes === null || args.venue === null) return { code: 'SELF_CHECK_IN_OFF' };
  const { opensAt, state } = selfCheckInWindow({ ...args, selfCheckInMinutes: args.selfCheckInMinutes });
  if (state === 'OVER') return { code: 'SELF_CHECK_IN_OVER' };
  if (state === 'NOT_YET') return { code: 'SELF_CHECK_IN_NOT_YET', opensAt };
  const meters = distanceMeters(args.venue, args.at);
  if (meters > SELF_CHECK_IN_RADIUS_METERS)
    return { code: 'TOO_FAR_TO_CHECK_IN', meters: Math.round(meters) };
  return null;
}

/** How far, as the refusal says it: metres under a kilometre, else kilometres to one decimal. */
export const distanceText = (meters: number): string =>
  meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;

/** A distance of `distanceText` with the units Arabic reads (م, كم); the figure stays as written. */
export const distanceTextAr = (distance: string): string =>
  String(distance).replace(/ km$/, ' كم').replace(/ m$/, ' م');
