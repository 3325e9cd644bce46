import { creditsText } from '../classes/cost';
import { LIMITS } from '../common/limits';

/**
 * What a package gives, as customers read it (SPEC 3.2, 9). Unlimited is stored explicitly
 * (DESIGN 5); noOfClass 9999999 is how the API says it, and only for a package that is unlimited.
 */
export const UNLIMITED_CLASSES_TEXT = 'Unlimited classes';

export const isUnlimitedClasses = (noOfClass: number | null | undefined): boolean =>
  noOfClass === LIMITS.unlimitedClasses;

/** The noOfClass the API sends: the sentinel for an unlimited package, else its class count (null: none). */
export const noOfClassOf = (pkg: { unlimited: boolean; classes: number | null }): number | null =>
  pkg.unlimited ? LIMITS.unlimitedClasses : pkg.classes;

export const classCountText = (classes: number) => (classes === 1 ? '1 class' : `${classes} classes`);

/**
 * A package on sale: 'Unlimited classes', or its credits (hidden on a prime brand) and its class
 * count when it has one. A credit pack with no class count reads as its credits only.
 */
export function packageAllowance(
  pkg: { credits: number; noOfClass: number | null },
  options: { showCredits: boolean },
): string[] {
  if (isUnlimitedClasses(pkg.noOfClass)) return [UNLIMITED_CLASSES_TEXT];
  const parts: string[] = [];
  if (options.showCredits && pkg.credits > 0) parts.push(creditsText(pkg.credits));
  if (pkg.noOfClass !== null) parts.push(classCountText(pkg.noOfClass));
  return parts;
}

/** A package the customer holds: 'Unlimited classes', or the credits and classes it has left. */
export function balanceAllowance(
  pkg: { unlimited: boolean; creditsBalance: number; classesLeft: number | null },
  options: { showCredits: boolean },
): string[] {
  if (pkg.unlimited) return [UNLIMITED_CLASSES_TEXT];
  const parts: string[] = [];
  if (options.showCredits) parts.push(`${creditsText(pkg.creditsBalance)} left`);
  if (pkg.classesLeft !== null) parts.push(`${classCountText(pkg.classesLeft)} left`);
  return parts;
}
