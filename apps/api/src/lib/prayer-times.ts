import { type Prayer, zonedParts } from '@kinetic/domain';
import { CalculationMethod, type CalculationParameters, Coordinates, PrayerTimes } from 'adhan';

/**
 * Prayer times at a place, by the method its country's authority uses (docs/adr/0047): Kuwait's
 * Ministry of Awqaf (Kuwait: Fajr 18°, Isha 17.5°), Saudi Arabia's Umm al-Qura calendar, Bahrain's
 * Ministry of Justice, Islamic Affairs and Waqf (its own tables; the Qatar method, Fajr 18° and Isha
 * 90 minutes after Maghrib, comes closest), the UAE's authority (Dubai). Any other country: the
 * Muslim World League's.
 */
const METHODS: Record<string, () => CalculationParameters> = {
  KW: CalculationMethod.Kuwait,
  BH: CalculationMethod.Qatar,
  SA: CalculationMethod.UmmAlQura,
  AE: CalculationMethod.Dubai,
};

export function calculationFor(countryCode: string): CalculationParameters {
  return (METHODS[countryCode] ?? CalculationMethod.MuslimWorldLeague)();
}

export interface PrayerPlace {
  latitude: number;
  longitude: number;
  countryCode: string;
}

export interface PrayerAt {
  prayer: Prayer;
  at: Date;
}

/** The five prayers of one local day (`YYYY-MM-DD`) at a place, in order. */
export function prayersOn(localDate: string, place: PrayerPlace): PrayerAt[] {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  // adhan reads the calendar day from the Date's own fields, whatever the machine's zone.
  const times = new PrayerTimes(
    new Coordinates(place.latitude, place.longitude),
    new Date(year, month - 1, day),
    calculationFor(place.countryCode),
  );
  return [
    { prayer: 'FAJR', at: times.fajr },
    { prayer: 'DHUHR', at: times.dhuhr },
    { prayer: 'ASR', at: times.asr },
    { prayer: 'MAGHRIB', at: times.maghrib },
    { prayer: 'ISHA', at: times.isha },
  ];
}

/**
 * The prayers whose time falls in [startsAt, endsAt) at a place: a class starting at the call to
 * prayer crosses it, one ending as it is called does not.
 */
export function prayersDuring(
  startsAt: Date,
  endsAt: Date,
  place: PrayerPlace,
  timeZone: string,
): PrayerAt[] {
  const days = new Set([zonedParts(startsAt, timeZone).date, zonedParts(endsAt, timeZone).date]);
  return [...days].flatMap((day) => prayersOn(day, place)).filter(({ at }) => at >= startsAt && at < endsAt);
}

/**
 * Each country's reference place for the class list's "after iftar" (docs/adr/0048): its capital.
 * A branch elsewhere shifts the reference Maghrib by 4 minutes per degree of longitude it lies west
 * of it (the sun's own pace); latitude moves sunset far less in Ramadan's seasons of these years.
 */
export const IFTAR_REFERENCE: Record<string, { latitude: number; longitude: number }> = {
  KW: { latitude: 29.3759, longitude: 47.9774 },
  SA: { latitude: 24.7136, longitude: 46.6753 },
  BH: { latitude: 26.2235, longitude: 50.5876 },
  AE: { latitude: 24.4539, longitude: 54.3773 },
  QA: { latitude: 25.2854, longitude: 51.531 },
  OM: { latitude: 23.588, longitude: 58.3829 },
};

/** Maghrib (iftar) at a country's reference place on a local date, as minutes of the day in `timeZone`. */
export function iftarMinute(localDate: string, countryCode: string, timeZone: string): number | null {
  const place = IFTAR_REFERENCE[countryCode];
  if (!place) return null;
  const maghrib = prayersOn(localDate, { ...place, countryCode }).find((p) => p.prayer === 'MAGHRIB')!;
  return zonedParts(maghrib.at, timeZone).minuteOfDay;
}
