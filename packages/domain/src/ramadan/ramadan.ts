import type { Language } from '../i18n/localise';

/**
 * Ramadan's dates and the Hijri date, from the Umm al-Qura calendar Intl carries
 * (`islamic-umalqura`, the calendar Saudi Arabia publishes and the Gulf follows; docs/adr/0048).
 * Pure and cheap: no table, no library, the same answer on the server and in the browser. No schema
 * here: the first page formats dates with `hijriDate`, and zod must not ride along.
 */

export interface RamadanDates {
  hijriYear: number;
  /** The first and the last day of Hijri month 9, as ISO dates. */
  from: string;
  to: string;
}

export interface HijriParts {
  year: number;
  month: number;
  day: number;
}

let numeric: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura year, month (9 is Ramadan) and day of a calendar date 'YYYY-MM-DD'. */
export function hijriParts(isoDate: string): HijriParts {
  numeric ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const parts = numeric.formatToParts(noonOf(isoDate));
  const part = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? '0', 10);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const noonOf = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
const shift = (isoDate: string, days: number) =>
  new Date(noonOf(isoDate).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A Hijri year's Ramadan: its first and last Gregorian days. */
export function ramadanOf(hijriYear: number): RamadanDates {
  // A Hijri year is ~354.367 days; 1 Muharram 1 AH was 16 July 622 (Julian), 19 July 622 proleptic Gregorian.
  const approx = Date.UTC(622, 6, 19) + ((hijriYear - 1) * 354.367 + 236) * 86_400_000;
  let day = shift(new Date(approx).toISOString(), -20);
  for (let i = 0; i < 60; i += 1) {
    const h = hijriParts(day);
    if (h.year === hijriYear && h.month === 9) break;
    day = shift(day, 1);
  }
  // Step back to its first day, then forward to its last.
  while (hijriParts(shift(day, -1)).month === 9) day = shift(day, -1);
  let last = shift(day, 28);
  while (hijriParts(shift(last, 1)).month === 9) last = shift(last, 1);
  return { hijriYear, from: day, to: last };
}

/** The Ramadan running on `isoDate` or, once it is over in that Hijri year, the next one. */
export function upcomingRamadan(isoDate: string): RamadanDates {
  const { year } = hijriParts(isoDate);
  const this_ = ramadanOf(year);
  return this_.to < isoDate ? ramadanOf(year + 1) : this_;
}

/** The Ramadan that begins in a Gregorian year (the first, in the rare year that sees two begin). */
export function ramadanDates(gregorianYear: number): RamadanDates {
  const { year } = hijriParts(`${gregorianYear}-01-01`);
  const first = ramadanOf(year);
  return first.from.startsWith(String(gregorianYear)) ? first : ramadanOf(year + 1);
}

/** The Ramadan days within [fromDate, toDate], or null when the range misses Ramadan. */
export function ramadanWithin(fromDate: string, toDate: string): { from: string; to: string } | null {
  const ramadan = upcomingRamadan(fromDate);
  const from = ramadan.from > fromDate ? ramadan.from : fromDate;
  const to = ramadan.to < toDate ? ramadan.to : toDate;
  return from <= to ? { from, to } : null;
}

const named = new Map<Language, Intl.DateTimeFormat>();

/** The Umm al-Qura date of 'YYYY-MM-DD': '7 Ramadan 1448', in Arabic '٧ رمضان ١٤٤٨'. */
export function hijriDate(isoDate: string, language: Language): string {
  let format = named.get(language);
  if (!format) {
    const locale =
      language === 'ar' ? 'ar-u-ca-islamic-umalqura-nu-arab' : 'en-u-ca-islamic-umalqura-nu-latn';
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    named.set(language, format);
  }
  const parts = format.formatToParts(noonOf(isoDate));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
