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

/**
 * SPEC 4.5: the one 'expiring soon' rule, a package ending from `now` to under 10 days ahead
 * (`from <= expiresAt < until`). The shop's flag, the notification and the mail job all read it.
 */
export function expiringSoonWindow(now: Date): { from: Date; until: Date } {
  return { from: now, until: new Date(now.getTime() + LIMITS.expiringSoonDays * 86_400_000) };
}

export function isExpiringSoon(expiresAt: Date, now: Date): boolean {
  const { from, until } = expiringSoonWindow(now);
  return expiresAt.getTime() >= from.getTime() && expiresAt.getTime() < until.getTime();
}
