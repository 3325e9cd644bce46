import {
  currencyDecimals as domainDecimals,
  creditsText as englishCredits,
  formatMoney as englishMoney,
  type FeeUnit,
  hijriDate,
  periodOf,
  to12Hour,
  toMajorString,
} from '@kinetic/domain';
import { currentLanguage, intlLocale, translate } from './i18n';

/**
 * The one home of how numbers, money and times read (DESIGN 7): English keeps the SPEC's exact forms
 * (the domain's '12.500 KWD', '06:00 PM'); Arabic goes through Intl for its locale, with the currency's
 * name in Arabic and ص/م for the time of day. Money is integer minor units with its currency's own
 * decimals (KWD/BHD 3, SAR 2), handed to Intl as an exact decimal string, never as a float.
 */
export function formatMoney(minor: number, currencyCode: string): string {
  if (currentLanguage() === 'en') return englishMoney(minor, currencyCode);
  const decimals = domainDecimals(currencyCode);
  return new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: currencyCode.toUpperCase(),
    currencyDisplay: 'name',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // Intl formats a decimal string exactly; the DOM typings still list only number and bigint.
  }).format(toMajorString(minor, currencyCode) as unknown as number);
}

/** A wall-clock time '18:00' as '06:00 PM' (SPEC 9), or '٠٦:٠٠ م' in Arabic. */
export function formatTime(time24: string): string {
  if (currentLanguage() === 'en') return to12Hour(time24);
  const [hours = '0', minutes = '0'] = time24.split(':');
  return new Intl.DateTimeFormat(intlLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(Date.UTC(1970, 0, 1, Number(hours), Number(minutes)));
}

/** A count or a figure in the reader's digits. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}

/** A percentage given as 0–100 (15.5: '15.5%'), in the reader's digits and sign ('١٥٫٥٪'). */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/**
 * A calendar date 'YYYY-MM-DD' in the reader's words, read as a date (no time zone can move it). A full
 * date (day, month and year) in Arabic carries its Umm al-Qura date beside it (docs/adr/0048):
 * 'الأحد، ١٤ فبراير ٢٠٢٧ · ٧ رمضان ١٤٤٨'.
 */
export function formatDate(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  const text = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(intlLocale(), {
    ...options,
    timeZone: 'UTC',
  });
  const full = options.day && options.month && options.year;
  return full && currentLanguage() === 'ar' ? `${text} · ${hijriDate(isoDate, 'ar')}` : text;
}

/** An instant's day and time in the reader's language ('Dec 4, 2026, 9:00 AM'). */
export const formatMoment = (iso: string): string =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** The store's decimals when known, else the domain's for the currency (DESIGN 5; KWD/BHD 3, SAR 2). */
export const currencyDecimals = (currencyCode: string, known?: number) =>
  known ?? domainDecimals(currencyCode);

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A currency as words: English keeps the code the SPEC shows ('KWD'); Arabic names it (دينار كويتي). */
export function currencyName(code: string): string {
  if (currentLanguage() === 'en') return code;
  try {
    return new Intl.DisplayNames(intlLocale(), { type: 'currency' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * How long a package lasts. English keeps the API's SPEC text ('1 MONTH'); Arabic words the same rule
 * (the domain's periodOf: months, weeks or days) with its plural forms.
 */
export function validityText(pkg: { validityPeriod: string; duration: number }): string {
  if (currentLanguage() === 'en') return pkg.validityPeriod;
  const { unit, count } = periodOf(pkg.duration);
  return translate(`membership:${unit}s`, { count });
}

/** '1 credit', '3 credits' (the domain's creditsText, SPEC 9) in the reader's language, plural and digits. */
export const creditsText = (credits: number): string =>
  currentLanguage() === 'en' ? englishCredits(credits) : translate('common:credits', { count: credits });

/**
 * A late-cancel or no-show fee's amount (the domain's feeAmountText) in the reader's language: credits
 * as credits ('2 credits'), money in its currency ('1.500 KWD').
 */
export const feeAmountText = (unit: FeeUnit, amount: number, currencyCode: string | null): string =>
  unit === 'CREDITS' ? creditsText(amount) : formatMoney(amount, currencyCode ?? '');
