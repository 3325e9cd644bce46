/** Reference data shapes: stores (countries), activities, cities and localities. */
export interface StoreDto {
  id: number;
  name: string;
  countryCode: string;
  currencyCode: string;
  currencyDecimals: number;
  timeZone: string;
}

export interface ClassCategoryDto {
  id: number;
  name: string;
  icon: string;
}

export interface CityDto {
  id: number;
  storeId: number;
  name: string;
}

export interface LocalityDto {
  id: number;
  cityId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** SPEC 9 leaves the preferred workout times open: these are the choices we offer. */
export const WORKOUT_TIMES = [
  { value: 'EARLY_MORNING', label: 'Early morning (5 AM - 8 AM)' },
  { value: 'MORNING', label: 'Morning (8 AM - 11 AM)' },
  { value: 'MIDDAY', label: 'Midday (11 AM - 2 PM)' },
  { value: 'AFTERNOON', label: 'Afternoon (2 PM - 5 PM)' },
  { value: 'EVENING', label: 'Evening (5 PM - 8 PM)' },
  { value: 'NIGHT', label: 'Night (8 PM - 11 PM)' },
] as const;
export type WorkoutTime = (typeof WORKOUT_TIMES)[number]['value'];

export const OTHER_COUNTRY = 'OTHER' as const;

/** Currencies that may subscribe (SPEC 1, 9). */
export const SUBSCRIPTION_CURRENCIES = ['KD', 'KWD', 'BHD', 'BD'] as const;
export function canSubscribe(currencyCode: string): boolean {
  return (SUBSCRIPTION_CURRENCIES as readonly string[]).includes(currencyCode.toUpperCase());
}
