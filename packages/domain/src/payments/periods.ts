import { countText as plural } from '../common/count';
import { LIMITS } from '../common/limits';

/** SPEC 9: a number of days reads as months if divisible by 30, weeks if by 7, else days. */
export function periodOf(days: number): { unit: 'month' | 'week' | 'day'; count: number } {
  if (days > 0 && days % 30 === 0) return { unit: 'month', count: days / 30 };
  if (days > 0 && days % 7 === 0) return { unit: 'week', count: days / 7 };
  return { unit: 'day', count: days };
}

/** SPEC 9: extra days show as months if divisible by 30, weeks if by 7, else days. */
export function extraDaysText(days: number): string {
  const { unit, count } = periodOf(days);
  return plural(count, unit);
}

/** SPEC 9: validity is displayed in months, weeks or days (the same rule as extra days). */
export const validityText = extraDaysText;

/** SPEC 9: the extend-validity text shows the total remaining weeks. */
export function remainingWeeksText(expiresAt: Date, now: Date): string {
  const weeks = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / (7 * 86_400_000)));
  return plural(weeks, 'week');
}

/** SPEC 4.5: how long before its end a package is 'expiring soon' at most. */
export const EXPIRING_SOON_MS = LIMITS.expiringSoonDays * 86_400_000;

/**
 * SPEC 4.5: the one 'expiring soon' rule: a package ending from `now` to under 10 days ahead, or under
 * half its life ahead when that is shorter (a one-week drop-in used to be told it ends in 7 days
 * the moment it was bought). The shop's flag, the notification and the mail job all read it (the
 * jobs through the SQL of modules/packages, expiringSoonAt).
 */
export function isExpiringSoon(pkg: { startsAt: Date; expiresAt: Date }, now: Date): boolean {
  const left = pkg.expiresAt.getTime() - now.getTime();
  const halfLife = (pkg.expiresAt.getTime() - pkg.startsAt.getTime()) / 2;
  return left >= 0 && left < Math.min(EXPIRING_SOON_MS, halfLife);
}
