import { packageDisplayName } from '@kinetic/domain';
import { useBrand } from '../../../lib/brand';
import { currentLanguage, intlLocale, translate } from '../../../lib/i18n';
import { payments } from '../../../locales/en/payments';

/** A package's name as this brand sells it (packageDisplayName: the house name becomes the brand's). */
export function usePackageName(): (name: string) => string {
  const brand = useBrand();
  return (name) => packageDisplayName(name, brand);
}

type PackageTypeKey = keyof typeof payments.packageType;
const isPackageType = (type: string): type is PackageTypeKey => type in payments.packageType;

/**
 * How a package's type reads as a group heading on the membership page (SPEC 3.2 packageType), in the
 * reader's language; an unknown type reads as it is. English reads the catalogue directly, so the
 * heading needs no running i18n (unit tests, first render).
 */
export const packageTypeLabel = (type: string): string =>
  !isPackageType(type)
    ? type
    : currentLanguage() === 'en'
      ? payments.packageType[type]
      : translate(`payments:packageType.${type}`);

/** Groups keep this order; unknown types come last. */
const ORDER = Object.keys(payments.packageType);
export function groupByType<T extends { packageType: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.packageType, [...(groups.get(item.packageType) ?? []), item]);
  const rank = (type: string) => (ORDER.includes(type) ? ORDER.indexOf(type) : ORDER.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

// What a package gives ('Unlimited classes', credits, classes) is packageAllowance and
// balanceAllowance of @kinetic/domain.

export { creditsText } from '../../../lib/format';

const DAY_MS = 86_400_000;

/** Whole days from now until an instant (0 when it has passed). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));
}

export function dateLabel(iso: string): string {
  return new Date(iso).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });
}

export function dateTimeLabel(iso: string): string {
  return new Date(iso)
    .toLocaleString(intlLocale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
    .replace(/\b(am|pm)\b/, (half) => half.toUpperCase());
}
