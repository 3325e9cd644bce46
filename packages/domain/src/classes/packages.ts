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
  /** A category pack (SPECIALCLASSCATEGORY) pays only for classes of these activities (class categories). */
  classCategoryIds?: readonly number[];
  /** A PT package's value of one session as bought (ptSessionValue); null or absent: not compared. */
  ptSessionValue?: number | null;
}

/** What of a package, held or on sale, decides which classes it may pay for. */
export type PackageScope = Pick<PackageBalance, 'packageType' | 'category' | 'gymId' | 'classCategoryIds'>;

/** A class as far as which packages may pay for it goes. */
export interface ClassScope {
  ageCategory: AgeCategory;
  gymId: number | null;
  /** The class's activity (class category); null: none known. */
  classCategoryId: number | null;
}

/** A category pack pays only for classes of its own activities; any other package for any. */
export function coversActivity(
  pkg: Pick<PackageScope, 'packageType' | 'classCategoryIds'>,
  classCategoryId: number | null,
): boolean {
  if (pkg.packageType !== 'SPECIALCLASSCATEGORY') return true;
  return classCategoryId !== null && (pkg.classCategoryIds ?? []).includes(classCategoryId);
}

const inScopeBesidesActivity = (pkg: PackageScope, cls: ClassScope) =>
  CREDIT_PACKAGE_TYPES.includes(pkg.packageType) &&
  pkg.category === cls.ageCategory &&
  (pkg.gymId === null || pkg.gymId === cls.gymId);

/**
 * The one rule of which package may pay for which class with credits (SPEC 3.2, 4.3 step 8), for a
 * package held (the join) or on sale (a class's buy page): a credit type, the class's age category,
 * the class's gym when the package is gym-specific, and one of its activities when it is a category
 * pack. Balances, expiry and kids are the held package's own matter (choosePackage).
 */
export function paysForClass(pkg: PackageScope, cls: ClassScope): boolean {
  return inScopeBesidesActivity(pkg, cls) && coversActivity(pkg, cls.classCategoryId);
}

/**
 * A package on sale that could pay for one class: it may pay for it (paysForClass) and grants the
 * credits the class costs, or is unlimited.
 */
export function onSalePaysForClass(
  pkg: PackageScope & { credits: number; unlimited: boolean },
  cls: ClassScope & { credit: number },
): boolean {
  return paysForClass(pkg, cls) && (pkg.unlimited || pkg.credits >= cls.credit);
}

export interface PackageNeed extends ClassScope {
  credit: number;
  kidId: number | null;
  startsAt: Date;
  now: Date;
}

export type PackageChoice =
  | { kind: 'OK'; pkg: PackageBalance }
  | { kind: 'NO_BALANCE' }
  | { kind: 'NOT_IN_CATEGORY' }
  | { kind: 'NOT_ENOUGH_CREDITS' }
  | { kind: 'PLAN_EXPIRES' };

/**
 * SPEC 4.3 steps 8 and 9. Among live packages that may pay for this class (paysForClass, and the kid):
 * none at all is "no balance" (402), or, when only category packs of other activities are live,
 * "not in its category"; none with enough credits and a class left is "not enough credits"; none
 * valid on the class date is "plan expires". Otherwise the gym's own package first, then the one that
 * expires first, so credits about to lapse are used before others.
 */
export function choosePackage(packages: readonly PackageBalance[], need: PackageNeed): PackageChoice {
  const inScope = packages.filter(
    (p) =>
      inScopeBesidesActivity(p, need) &&
      p.expiresAt.getTime() > need.now.getTime() &&
      (need.ageCategory === 'ADULTS' ? p.kidId === null : p.kidId === null || p.kidId === need.kidId),
  );
  const usable = inScope.filter((p) => coversActivity(p, need.classCategoryId));
  if (usable.length === 0) return { kind: inScope.length > 0 ? 'NOT_IN_CATEGORY' : 'NO_BALANCE' };
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

/** What one session of a PT package is worth: its price over its sessions, in minor units. */
export function ptSessionValue(pkg: { price: number; classes: number | null; credits: number }): number {
  return Math.floor(pkg.price / Math.max(1, pkg.classes ?? pkg.credits));
}

/** What a package keeps of its session value when bought: a PT package's, nothing for other types. */
export function ptSessionValueAsBought(pkg: {
  packageType: string;
  price: number;
  classes: number | null;
  credits: number;
}): number | null {
  return pkg.packageType === 'PT' ? ptSessionValue(pkg) : null;
}

/**
 * The one rule of PT prices: a PT package pays for a trainer's session when one of its
 * sessions is worth at least the trainer's price, so an 18.000 KWD session is never bought with a
 * 15.000 KWD one. A package held from before values were kept (null) is not compared.
 */
export function ptPackCovers(sessionValue: number | null | undefined, sessionPrice: number): boolean {
  return sessionValue == null || sessionValue >= sessionPrice;
}

/**
 * SPEC 4.3 step 7 for personal training: a live PT package that may pay for this session (age
 * category, kid, gym, and the trainer's price: ptPackCovers), with a class left and valid on the
 * session's date. The gym's own package first, then the one that expires first. null: the customer
 * goes to checkout to buy one.
 */
export function choosePtPackage(
  packages: readonly PackageBalance[],
  need: Omit<PackageNeed, 'credit' | 'classCategoryId'> & { price: number },
): PackageBalance | null {
  const usable = packages.filter(
    (p) =>
      p.packageType === 'PT' &&
      ptPackCovers(p.ptSessionValue, need.price) &&
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

/**
 * Whether package `wider` pays for every class package `narrower` pays for (an upgrade's reach): the
 * same age group, no tighter gym, and, for a category pack, every activity of the other (which must
 * then be a category pack too: an all-access pack reaches more than any category pack).
 */
export function reachesEveryClassOf(wider: PackageScope, narrower: PackageScope): boolean {
  if (!CREDIT_PACKAGE_TYPES.includes(wider.packageType) || wider.category !== narrower.category) return false;
  if (wider.gymId !== null && wider.gymId !== narrower.gymId) return false;
  if (wider.packageType !== 'SPECIALCLASSCATEGORY') return true;
  if (narrower.packageType !== 'SPECIALCLASSCATEGORY') return false;
  const activities = wider.classCategoryIds ?? [];
  return (narrower.classCategoryIds ?? []).every((id) => activities.includes(id));
}
