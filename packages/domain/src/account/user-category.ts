/** SPEC 1: a user's category number. Category 6 routes like a gym. */
export const USER_CATEGORY = { customer: 1, trainer: 2, gym: 3, gymStaff: 6 } as const;
export type UserCategory = 1 | 2 | 3 | 6;

export function isCustomer(category: number | null | undefined): boolean {
  return category === USER_CATEGORY.customer;
}

export function routesLikeGym(category: number | null | undefined): boolean {
  return category === USER_CATEGORY.gym || category === USER_CATEGORY.gymStaff;
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
