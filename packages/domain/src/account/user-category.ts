/** SPEC 1: a user's category number. Category 6 routes like a gym. */
export const USER_CATEGORY = { customer: 1, trainer: 2, gym: 3, gymStaff: 6 } as const;
export type UserCategory = 1 | 2 | 3 | 6;

/** A user's role by name (SPEC 1); guards and rules name roles, never category numbers. */
export type Role = keyof typeof USER_CATEGORY;
export const ROLE = USER_CATEGORY;
/** Who runs classes: trainers and gyms (category 6 acts as a gym). */
export const PARTNER_ROLES = ['trainer', 'gym', 'gymStaff'] as const satisfies readonly Role[];
/** The roles that act as a gym (SPEC 1: category 6 is treated like a gym). */
export const GYM_LIKE_ROLES = ['gym', 'gymStaff'] as const satisfies readonly Role[];

export const categoryOf = (role: Role): UserCategory => USER_CATEGORY[role];

export function hasRole(category: number | null | undefined, ...roles: readonly Role[]): boolean {
  return roles.some((role) => USER_CATEGORY[role] === category);
}

export function isTrainer(category: number | null | undefined): boolean {
  return category === USER_CATEGORY.trainer;
}

export function isCustomer(category: number | null | undefined): boolean {
  return category === USER_CATEGORY.customer;
}

export function routesLikeGym(category: number | null | undefined): boolean {
  return hasRole(category, ...GYM_LIKE_ROLES);
}

export const TRAINER_TYPES = ['PART_OF_GYM', 'FREELANCER'] as const;
export const TRAINER_TYPE_LABEL: Record<(typeof TRAINER_TYPES)[number], string> = {
  PART_OF_GYM: 'Part of a gym',
  FREELANCER: 'Freelancer',
};
export const GYM_ROLES = ['OWNER', 'TRAINER'] as const;
export const GYM_ROLE_LABEL: Record<(typeof GYM_ROLES)[number], string> = {
  OWNER: 'Owner',
  TRAINER: 'Trainer',
};
