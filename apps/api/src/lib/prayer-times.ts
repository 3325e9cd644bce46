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
