import { isUnlimitedClasses, UNLIMITED_CLASSES_TEXT } from '@kinetic/domain';
import type { TFunction } from 'i18next';
import { creditsText } from '../../lib/format';
import { domainText } from '../../lib/i18n';

type T = TFunction<'membership'>;

/** A package on sale: 'Unlimited classes', or its credits (unless hidden) and classes (the domain's packageAllowance). */
export function packageAllowanceText(
  t: T,
  pkg: { credits: number; noOfClass: number | null },
  showCredits: boolean,
): string[] {
  if (isUnlimitedClasses(pkg.noOfClass)) return [domainText(UNLIMITED_CLASSES_TEXT)];
  const parts: string[] = [];
  if (showCredits && pkg.credits > 0) parts.push(creditsText(pkg.credits));
  if (pkg.noOfClass !== null) parts.push(t('classes', { count: pkg.noOfClass }));
  return parts;
}

/** A package held: 'Unlimited classes', or the classes it has left (the domain's balanceAllowance, credits apart). */
export function classesLeftText(t: T, pkg: { unlimited: boolean; classesLeft: number | null }): string[] {
  if (pkg.unlimited) return [domainText(UNLIMITED_CLASSES_TEXT)];
  return pkg.classesLeft === null ? [] : [t('classesLeft', { count: pkg.classesLeft })];
}
