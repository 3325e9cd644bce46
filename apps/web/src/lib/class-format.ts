import { type ClassItemDto, PRICE_MODEL_LABEL, zonedParts } from '@kinetic/domain';
import dayjs from 'dayjs';
import { creditsText, formatDate, formatMoney, formatTime } from './format';
import { currentLanguage, domainText } from './i18n';

/**
 * The one home of how a class's day, time, place and host read (SPEC 9: 12-hour time with AM/PM on the
 * store's clock; a USD store adds the AST label), in the reader's language: English keeps the SPEC's
 * forms, Arabic reads through Intl (lib/format.ts). Money reads through lib/format.ts.
 */
export function classDayLabel(classDate: string): string {
  return formatDate(classDate, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** A wall-clock day and time as people read them: 'Wed 25 Nov, 09:41 AM' (SPEC 9: 12-hour time). */
export function dayTimeLabel(date: string, time24: string): string {
  return `${classDayLabel(date)}${currentLanguage() === 'ar' ? '، ' : ', '}${formatTime(time24)}`;
}

/** An instant as people read it on the store's clock: 'Wed 25 Nov, 09:41 AM'. */
export function instantLabel(instant: string | Date, timeZone: string): string {
  const parts = zonedParts(new Date(instant), timeZone);
  return dayTimeLabel(parts.date, parts.time);
}

/** SPEC 9: '06:00 PM - 07:00 PM'; a USD store's class adds ' AST'. */
export function classTimeRange(item: Pick<ClassItemDto, 'fromTime' | 'toTime' | 'currencyCode'>): string {
  const range = `${formatTime(item.fromTime)} - ${formatTime(item.toTime)}`;
  return item.currencyCode.toUpperCase() === 'USD' ? `${range} AST` : range;
}

export const longDate = (isoDate: string) =>
  currentLanguage() === 'en'
    ? dayjs(isoDate).format('dddd, D MMMM YYYY')
    : formatDate(isoDate, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const shortDate = (isoDate: string) =>
  currentLanguage() === 'en'
    ? dayjs(isoDate).format('ddd, D MMM')
    : formatDate(isoDate, { weekday: 'short', day: 'numeric', month: 'short' });

export function classPlace(item: ClassItemDto): string {
  const branch = item.gymBranchDetail;
  if (branch) {
    const where = branch.localityName ?? branch.branchName;
    return where ? `${branch.gymName}, ${where}` : branch.gymName;
  }
  if (item.videoClass) return PRICE_MODEL_LABEL.VIRTUAL;
  // A freelance trainer's venue: its name (else its address) and area.
  const venue = item.venue;
  if (venue) return [venue.name ?? venue.address, venue.localityName].filter(Boolean).join(', ');
  return PRICE_MODEL_LABEL[item.priceModel];
}

/** Who runs the class, as one line: the gym and branch, else the trainer. */
export function hostLine(item: Pick<ClassItemDto, 'gymBranchDetail' | 'trainerDetail'>): string {
  const branch = item.gymBranchDetail;
  if (branch) return branch.branchName ? `${branch.gymName} · ${branch.branchName}` : branch.gymName;
  const trainer = item.trainerDetail;
  return trainer ? trainerName(trainer) : '';
}

export const trainerName = (trainer: { firstName: string; lastName: string }) =>
  `${trainer.firstName} ${trainer.lastName}`.trim();

/**
 * What a class costs, as the domain's classCostLabel says it (SPEC 9) in the reader's language: package
 * and PT classes show their price, others their credits (hidden on a prime brand: null); a class that
 * costs nothing says Free.
 */
export function classCostText(
  item: Pick<ClassItemDto, 'priceModel' | 'price' | 'credit' | 'currencyCode'>,
  isPrime: boolean,
): string | null {
  if (item.priceModel === 'PT' || item.priceModel === 'AUTOJOINWITHPACKAGE')
    return formatMoney(item.price, item.currencyCode);
  if (item.priceModel === 'FOC') return domainText(PRICE_MODEL_LABEL.FOC);
  if (isPrime) return null;
  if (item.credit <= 0) return domainText(PRICE_MODEL_LABEL.FOC);
  return creditsText(item.credit);
}
