import type { AgeCategory, FitnessLevel, GenderRule, PriceModel, SeatDisplay } from '@kinetic/domain';
import {
  CM_MSG,
  creditSeatsProblem,
  DEFAULT_REMINDER_MINUTES,
  isPriceWithinLimit,
  MSG,
  needsVenue,
  priceAsTyped,
} from '@kinetic/domain';
import type { FormErrors } from '@mantine/form';
import type { ClassEditDto, ClassUpdateInput, TimingInput } from '../api/contract';
import { CLASS_TEXT } from './texts';
import { hhmm, splitDuration } from './time-options';

/** One timing as the form holds it: selects hold strings. */
export interface TimingFormValues {
  key: string;
  classDays: string[];
  fromTime: string;
  hours: string;
  minutes: string;
  fromDate: string | null;
  toDate: string | null;
  trainerId: string | null;
  totalSeat: number | string;
  creditSeats: number | string;
}

export interface ClassFormValues {
  title: string;
  description: string;
  classCategoryId: string | null;
  priceModel: PriceModel;
  credit: number | string;
  /** Major units as typed, e.g. '12.5' KWD (at most 5 characters, so no trailing zeros). */
  price: string;
  classType: GenderRule;
  fitnessLevel: FitnessLevel;
  ageCategoryType: AgeCategory;
  showAvailableSeatType: SeatDisplay;
  reminder: string;
  /** Minutes before each session the reminder mail goes, as the select holds it ('0': none). */
  reminderMinutes: string;
  specialNote: string;
  autoWaitListHours: string;
  videoClass: boolean;
  isSpecialProgram: boolean;
  gymBranchId: string | null;
  trainerId: string | null;
  /** Not on the form (sub-categories are a gym admin list): kept as the class has it. */
  subClassCategoryId: number | null;
  /** Not on the form: the class runs at a gym (else it is a freelance trainer's, with a venue). */
  hasGym: boolean;
  /** Where a freelance trainer's in-person class happens. */
  venue: VenueFormValues;
  timings: TimingFormValues[];
}

export interface VenueFormValues {
  name: string;
  address: string;
  /** The area (a locality id) as the select holds it. */
  localityId: string | null;
  /** The optional map pin, as typed ('' for none). */
  latitude: number | string;
  longitude: number | string;
}

const blankVenue = (): VenueFormValues => ({
  name: '',
  address: '',
  localityId: null,
  latitude: '',
  longitude: '',
});

/** The form asks where the class happens: a freelance trainer's class held in person (the domain's rule). */
export const asksVenue = (values: Pick<ClassFormValues, 'hasGym' | 'priceModel' | 'videoClass'>) =>
  needsVenue(values);

/** Credits for these models; money for PT and workshops; nothing for free classes (SPEC 3.3, 9). */
export const usesCredits = (model: PriceModel) => model === 'PHYSICAL' || model === 'VIRTUAL';
export const usesPrice = (model: PriceModel) => model === 'PT' || model === 'AUTOJOINWITHPACKAGE';

let keySeed = 0;
export const newKey = () => {
  keySeed += 1;
  return `timing-${Date.now()}-${keySeed}`;
};

export function blankTiming(today: string, trainerId: string | null): TimingFormValues {
  return {
    key: newKey(),
    classDays: [],
    fromTime: '18:00',
    hours: '1',
    minutes: '0',
    fromDate: today,
    toDate: null,
    trainerId,
    totalSeat: 10,
    creditSeats: 10,
  };
}

export function blankClass(today: string, trainerId: string | null): ClassFormValues {
  return {
    title: '',
    description: '',
    classCategoryId: null,
    priceModel: 'PHYSICAL',
    credit: 1,
    price: '',
    classType: 'MIXED',
    fitnessLevel: 'DONTSPECIFY',
    ageCategoryType: 'ADULTS',
    showAvailableSeatType: 'SHOWALL',
    reminder: '',
    reminderMinutes: String(DEFAULT_REMINDER_MINUTES),
    specialNote: '',
    autoWaitListHours: '',
    videoClass: false,
    isSpecialProgram: false,
    gymBranchId: null,
    trainerId,
    subClassCategoryId: null,
    // A gym's new class runs at the gym; a trainer's (trainerId: themself) is theirs.
    hasGym: trainerId === null,
    venue: blankVenue(),
    timings: [blankTiming(today, trainerId)],
  };
}

const idOrNull = (value: number | null | undefined) => (value ? String(value) : null);

export function classFormFromDto(dto: ClassEditDto, decimals: number): ClassFormValues {
  return {
    title: dto.title,
    description: dto.description,
    classCategoryId: idOrNull(dto.classCategoryId),
    priceModel: dto.priceModel,
    credit: dto.credit ?? 0,
    price: dto.price ? priceAsTyped(dto.price, decimals) : '',
    classType: dto.classType,
    fitnessLevel: dto.fitnessLevel,
    ageCategoryType: dto.ageCategoryType,
    showAvailableSeatType: dto.showAvailableSeatType,
    reminder: dto.reminder ?? '',
    reminderMinutes: String(dto.reminderMinutes ?? DEFAULT_REMINDER_MINUTES),
    specialNote: dto.specialNote ?? '',
    autoWaitListHours: dto.autoWaitListHours == null ? '' : String(dto.autoWaitListHours),
    videoClass: dto.videoClass ?? false,
    isSpecialProgram: dto.isSpecialProgram ?? false,
    gymBranchId: idOrNull(dto.gymBranchId),
    trainerId: idOrNull(dto.trainerId),
    subClassCategoryId: dto.subClassCategoryId,
    hasGym: dto.hasGym,
    venue: dto.venue
      ? {
          name: dto.venue.name ?? '',
          address: dto.venue.address,
          localityId: String(dto.venue.localityId),
          latitude: dto.venue.latitude ?? '',
          longitude: dto.venue.longitude ?? '',
        }
      : blankVenue(),
    timings: dto.timings.map((timing) => ({
      key: `timing-${timing.classTimingId}`,
      classDays: timing.classDays.map(String),
      fromTime: hhmm(timing.fromTime),
      ...splitDuration(timing.durationMinutes),
      fromDate: timing.fromDate,
      toDate: timing.toDate,
      trainerId: idOrNull(timing.trainerId),
      totalSeat: timing.totalSeat,
      creditSeats: timing.creditSeats ?? timing.totalSeat,
    })),
  };
}

const isBlank = (text: string) => text.trim().length === 0;
/** SPEC 5: seats are a positive integer of at most 5 digits. */
const validSeats = (value: number | string) => /^\d{1,5}$/.test(String(value)) && Number(value) > 0;

/**
 * Credit seats after the seats change: they follow the seats down (as the server does when they are not
 * sent), so lowering a session's seats needs no second edit. Blank stays blank.
 */
export function creditSeatsFollowing(creditSeats: number | string, totalSeat: number | string) {
  const seats = Number(totalSeat);
  if (creditSeats === '' || !validSeats(totalSeat) || Number(creditSeats) <= seats) return creditSeats;
  return seats;
}

/**
 * The credit seats field's error: blank allowed where the caller allows it (every seat takes credits),
 * otherwise a 5-digit count within the seats (the domain's rule, the API's words).
 */
export function creditSeatsError(creditSeats: number | string, totalSeat: number | string, blankOk = false) {
  const typed = String(creditSeats);
  if (typed === '' && blankOk) return null;
  if (!/^\d{1,5}$/.test(typed)) return CLASS_TEXT.invalidSeats;
  return validSeats(totalSeat) ? creditSeatsProblem(Number(typed), Number(totalSeat)) : null;
}

export function timingErrors(timing: TimingFormValues, prefix: string): FormErrors {
  const errors: FormErrors = {};
  if (timing.classDays.length === 0) errors[`${prefix}classDays`] = MSG.required;
  if (!timing.fromTime) errors[`${prefix}fromTime`] = MSG.required;
  if (Number(timing.hours) * 60 + Number(timing.minutes) <= 0)
    errors[`${prefix}minutes`] = CLASS_TEXT.invalidTiming;
  if (!timing.fromDate) errors[`${prefix}fromDate`] = MSG.required;
  if (!timing.toDate) errors[`${prefix}toDate`] = MSG.required;
  else if (timing.fromDate && timing.toDate < timing.fromDate)
    errors[`${prefix}toDate`] = CLASS_TEXT.invalidTiming;
  if (!validSeats(timing.totalSeat)) errors[`${prefix}totalSeat`] = CLASS_TEXT.invalidSeats;
  const credit = creditSeatsError(timing.creditSeats, timing.totalSeat);
  if (credit) errors[`${prefix}creditSeats`] = credit;
  return errors;
}

/** The typed price in minor units, or null when it is not a number the currency can hold. */
export function priceMinor(typed: string, decimals: number): number | null {
  const price = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(price)) return null;
  const minor = Number(price) * 10 ** decimals;
  return Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : null;
}

/**
 * SPEC 5 checks before sending; the server checks again and its messages land on the same fields.
 * The price is checked with the server's rule on the amount typed (12.500 KWD is 12.5, 4 characters).
 */
export function validateClassForm(
  values: ClassFormValues,
  withTimings: boolean,
  decimals: number,
): FormErrors {
  const errors: FormErrors = {};
  if (isBlank(values.title)) errors.title = MSG.required;
  else if (values.title.length > 250) errors.title = MSG.maxLength(250);
  if (isBlank(values.description)) errors.description = MSG.required;
  if (!values.classCategoryId) errors.classCategoryId = MSG.required;
  if (usesCredits(values.priceModel) && !/^\d{1,3}$/.test(String(values.credit)))
    errors.credit = MSG.required;
  if (usesPrice(values.priceModel)) {
    const minor = priceMinor(values.price, decimals);
    if (minor === null || !isPriceWithinLimit(minor, decimals)) errors.price = CLASS_TEXT.invalidPrice;
  }
  if (values.autoWaitListHours.length > 2 || !/^\d*$/.test(values.autoWaitListHours))
    errors.autoWaitListHours = CLASS_TEXT.autoWaitListTooLong;
  if (asksVenue(values)) Object.assign(errors, venueErrors(values.venue));
  if (withTimings) {
    values.timings.forEach((timing, index) => {
      Object.assign(errors, timingErrors(timing, `timings.${index}.`));
    });
  }
  return errors;
}

/** The venue's checks before sending: an address, an area, and a whole pin or none (the API's words). */
function venueErrors(venue: VenueFormValues): FormErrors {
  const errors: FormErrors = {};
  if (isBlank(venue.address)) errors['venue.address'] = CM_MSG.venueAddressRequired;
  if (!venue.localityId) errors['venue.localityId'] = CM_MSG.venueAreaRequired;
  if ((venue.latitude === '') !== (venue.longitude === ''))
    errors[venue.latitude === '' ? 'venue.latitude' : 'venue.longitude'] = CM_MSG.venuePinIncomplete;
  return errors;
}

const numberOrNull = (value: string | null) => (value ? Number(value) : null);
const coordinate = (value: number | string) => (value === '' ? null : Number(value));

/** The venue the class body sends: none for a gym's or an online class. */
function toVenue(values: ClassFormValues): ClassUpdateInput['venue'] {
  if (!asksVenue(values)) return null;
  const { venue } = values;
  return {
    name: textOrNull(venue.name),
    address: venue.address.trim(),
    localityId: Number(venue.localityId),
    latitude: coordinate(venue.latitude),
    longitude: coordinate(venue.longitude),
  };
}
const textOrNull = (text: string) => (isBlank(text) ? null : text.trim());

export function toTimingInput(timing: TimingFormValues): TimingInput {
  return {
    classDays: timing.classDays.map(Number).sort(),
    fromTime: timing.fromTime,
    durationMinutes: Number(timing.hours) * 60 + Number(timing.minutes),
    fromDate: timing.fromDate ?? '',
    toDate: timing.toDate ?? '',
    trainerId: numberOrNull(timing.trainerId),
    totalSeat: Number(timing.totalSeat),
    creditSeats: Number(timing.creditSeats),
  };
}

export function toClassUpdate(
  values: ClassFormValues,
  decimals: number,
  mediaIds: number[],
): ClassUpdateInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    classCategoryId: Number(values.classCategoryId),
    subClassCategoryId: values.subClassCategoryId,
    priceModel: values.priceModel,
    credit: usesCredits(values.priceModel) ? Number(values.credit) : 0,
    price: usesPrice(values.priceModel) ? (priceMinor(values.price, decimals) ?? 0) : 0,
    classType: values.classType,
    fitnessLevel: values.fitnessLevel,
    ageCategoryType: values.ageCategoryType,
    showAvailableSeatType: values.showAvailableSeatType,
    reminder: textOrNull(values.reminder),
    reminderMinutes: Number(values.reminderMinutes),
    specialNote: textOrNull(values.specialNote),
    autoWaitListHours: values.autoWaitListHours ? Number(values.autoWaitListHours) : null,
    videoClass: values.videoClass || values.priceModel === 'VIRTUAL',
    isSpecialProgram: values.isSpecialProgram || values.priceModel === 'AUTOJOINWITHPACKAGE',
    gymBranchId: numberOrNull(values.gymBranchId),
    venue: toVenue(values),
    trainerId: numberOrNull(values.trainerId),
    mediaIds,
  };
}

/** The first day any timing runs: its first date that falls on one of its weekdays. */
export function firstSessionDate(timings: TimingFormValues[]): string | null {
  const dates = timings.flatMap((timing) => {
    if (!timing.fromDate) return [];
    for (let offset = 0; offset < 7; offset += 1) {
      const day = new Date(`${timing.fromDate}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + offset);
      const iso = day.toISOString().slice(0, 10);
      if (timing.toDate && iso > timing.toDate) break;
      if (timing.classDays.includes(String(day.getUTCDay()))) return [iso];
    }
    return [];
  });
  return dates.sort()[0] ?? null;
}

/** SPEC 5: an update with no changes is blocked. New, removed or replaced pictures count as changes. */
export function hasClassChanges(
  existing: ClassEditDto,
  values: ClassFormValues,
  decimals: number,
  images: { media: { id: number } | null; file: File | null }[],
): boolean {
  const mediaIds = images.flatMap((image) => (image.media ? [image.media.id] : []));
  if (images.some((image) => image.file !== null)) return true;
  if (JSON.stringify(mediaIds) !== JSON.stringify(existing.media.map((media) => media.id))) return true;
  const before = toClassUpdate(classFormFromDto(existing, decimals), decimals, mediaIds);
  return JSON.stringify(toClassUpdate(values, decimals, mediaIds)) !== JSON.stringify(before);
}

/**
 * The server names fields as the API body does; the forms split the duration into hours and minutes,
 * so its message goes under the minutes dropdown.
 */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key.replace(/durationMinutes$/, 'minutes'), message]),
  );
}
