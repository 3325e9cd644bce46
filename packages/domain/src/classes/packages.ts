import { type AgeCategory, CREDIT_PACKAGE_TYPES, type PackageType } from './enums';

/** What the join rules need to know of one of the customer's packages (a user_package row). */
export interface PackageBalance {
  id: number;
  packageType: PackageType;
  /** ADULTS packages pay for adult classes, CHILD packages for kids' classes. */
  category: AgeCategory;
  /** A child package may be tied to one kid. */
  kidId: number | null;
  /** A gym-specific package pays only at that gym. */
  gymId: number | null;
  creditsBalance: number;
  /** null: no class count (the credits decide). */
  classesLeft: number | null;
  /** An unlimited package pays for a class whatever its balance (it takes no credits). */
  unlimited: boolean;
  expiresAt: Date;
  /** The catalogue package it was bought as (a workshop's package pays only for its own program). */
  catalogPackageId?: number | null;
}

export interface PackageNeed {
  credit: number;
  gymId: number | null;
  ageCategory: AgeCategory;
  kidId: number | null;
  startsAt: Date;
  now: Date;
}

export type PackageChoice =
  | { kind: 'OK'; pkg: PackageBalance }
  | { kind: 'NO_BALANCE' }
  | { kind: 'NOT_ENOUGH_CREDITS' }
  | { kind: 'PLAN_EXPIRES' };

/**
 * SPEC 4.3 steps 8 and 9. Among live packages that may pay for this class (type, age category, kid,
 * gym): none at all is "no balance" (402); none with enough credits and a class left is "not enough
 * credits"; none valid on the class date is "plan expires". Otherwise the gym's own package first,
 * then the one that expires first, so credits about to lapse are used before others.
 */
export function choosePackage(packages: readonly PackageBalance[], need: PackageNeed): PackageChoice {
  const usable = packages.filter(
    (p) =>
      CREDIT_PACKAGE_TYPES.includes(p.packageType) &&
      p.expiresAt.getTime() > need.now.getTime() &&
      p.category === need.ageCategory &&
      (need.ageCategory === 'ADULTS' ? p.kidId === null : p.kidId === null || p.kidId === need.kidId) &&
      (p.gymId === null || p.gymId === need.gymId),
  );
  if (usable.length === 0) return { kind: 'NO_BALANCE' };
  const enough = usable.filter(
    (p) => p.unlimited || (p.creditsBalance >= need.credit && (p.classesLeft === null || p.classesLeft >= 1)),
  );
  if (enough.length === 0) return { kind: 'NOT_ENOUGH_CREDITS' };
  const covering = enough.filter((p) => p.expiresAt.getTime() >= need.startsAt.getTime());
  if (covering.length === 0) return { kind: 'PLAN_EXPIRES' };
  const ranked = [...covering].sort(
    (a, b) =>
      Number(b.gymId !== null) - Number(a.gymId !== null) ||
      a.expiresAt.getTime() - b.expiresAt.getTime() ||
      a.id - b.id,
  );
  return { kind: 'OK', pkg: ranked[0]! };
}

/**
 * SPEC 4.3 step 7 for personal training: a live PT package that may pay for this session (age
 * category, kid, gym), with a class left and valid on the session's date. The gym's own package
 * first, then the one that expires first. null: the customer goes to checkout to buy one.
 */
export function choosePtPackage(
  packages: readonly PackageBalance[],
  need: Omit<PackageNeed, 'credit'>,
): PackageBalance | null {
  const usable = packages.filter(
    (p) =>
      p.packageType === 'PT' &&
      p.expiresAt.getTime() > need.now.getTime() &&
      p.expiresAt.getTime() >= need.startsAt.getTime() &&
      p.category === need.ageCategory &&
      (need.ageCategory === 'ADULTS' ? p.kidId === null : p.kidId === null || p.kidId === need.kidId) &&
      (p.gymId === null || p.gymId === need.gymId) &&
      (p.classesLeft === null || p.classesLeft >= 1),
  );
  const ranked = [...usable].sort(
    (a, b) =>
      Number(b.gymId !== null) - Number(a.gymId !== null) ||
      a.expiresAt.getTime() - b.expiresAt.getTime() ||
      a.id - b.id,
  );
  return ranked[0] ?? null;
}

/**
 * A workshop (AUTOJOINWITHPACKAGE, SPEC 3.3) is paid by its own program package: bought at checkout,
 * it books every session of the program, and only a live package of that program with a class left
 * (one the customer still holds for a session that was full) may book one of its sessions later.
 */
export function chooseProgramPackage(
  packages: readonly PackageBalance[],
  need: Pick<PackageNeed, 'startsAt' | 'now'> & { programPackageId: number | null },
): PackageBalance | null {
  if (need.programPackageId === null) return null;
  const usable = packages.filter(
    (p) =>
      p.packageType === 'AUTOJOINWITHPACKAGE' &&
      p.catalogPackageId === need.programPackageId &&
      p.expiresAt.getTime() > need.now.getTime() &&
      p.expiresAt.getTime() >= need.startsAt.getTime() &&
      (p.classesLeft === null || p.classesLeft >= 1),
  );
  return [...usable].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id)[0] ?? null;
}

/**
 * What one PT session takes from a PT package: one class, and one of its credits while it has any
 * (a PT package counts its sessions in both, so both balances drop together).
 */
export function ptSessionCredit(pkg: Pick<PackageBalance, 'creditsBalance'>): number {
  return pkg.creditsBalance >= 1 ? 1 : 0;
}

/** A general (not gym-specific) package books one of the timing's limited "credit seats" (SPEC 8.3, 417). */
export function usesCreditSeat(pkg: Pick<PackageBalance, 'packageType'> | null): boolean {
  return pkg !== null && pkg.packageType !== 'GYMSPECIFIC';
}
