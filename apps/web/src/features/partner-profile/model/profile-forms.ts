import {
  type BranchDto,
  CM_MSG,
  type Gender,
  type GymProfileBody,
  gymProfileSchema,
  LIMITS,
  type ManageProfileDto,
  MSG,
  type TRAINER_TYPES,
  type TrainerProfileBody,
  trainerProfileSchema,
} from '@kinetic/domain';
import type { FormErrors } from '@mantine/form';
import { zodResolver } from '../../../lib/zod-form';

type TrainerType = (typeof TRAINER_TYPES)[number];

export interface TrainerFormValues {
  firstName: string;
  lastName: string;
  trainerType: TrainerType;
  bio: string;
  certificates: string[];
  activityIds: string[];
  gender: Gender | '';
  nationality: string | null;
  dob: string | null;
  location: string;
}

export interface BranchRow {
  key: string;
  id?: number;
  name: string;
  cityId: string | null;
  localityId: string | null;
  address: string;
  latitude: number | string;
  longitude: number | string;
  studioInstruction: string;
  closedForPrayers: boolean;
  womenOnly: boolean;
}

export interface GymFormValues {
  studioName: string;
  website: string;
  bio: string;
  activityIds: string[];
  branches: BranchRow[];
  gender: Gender | '';
  phone: string;
  mainLocation: string;
  latitude: number | string;
  longitude: number | string;
}

const activityIdsOf = (profile: ManageProfileDto) =>
  profile.activities.map((activity) => String(activity.id));

export const trainerFormValues = (profile: ManageProfileDto): TrainerFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  trainerType: profile.trainerType ?? 'FREELANCER',
  bio: profile.bio ?? '',
  certificates: profile.certificates,
  activityIds: activityIdsOf(profile),
  gender: profile.gender ?? '',
  nationality: profile.nationality,
  dob: profile.dob,
  location: profile.location ?? '',
});

let seed = 0;
export const branchKey = () => {
  seed += 1;
  return `branch-${Date.now()}-${seed}`;
};

const branchRow = (branch: BranchDto): BranchRow => ({
  key: `branch-${branch.id}`,
  id: branch.id,
  name: branch.name,
  cityId: branch.cityId ? String(branch.cityId) : null,
  localityId: branch.localityId ? String(branch.localityId) : null,
  address: branch.address,
  latitude: branch.latitude,
  longitude: branch.longitude,
  studioInstruction: branch.studioInstruction ?? '',
  closedForPrayers: branch.closedForPrayers,
  womenOnly: branch.womenOnly,
});

export const blankBranch = (): BranchRow => ({
  key: branchKey(),
  name: '',
  cityId: null,
  localityId: null,
  address: '',
  latitude: '',
  longitude: '',
  studioInstruction: '',
  closedForPrayers: false,
  womenOnly: false,
});

export const gymFormValues = (profile: ManageProfileDto): GymFormValues => ({
  studioName: profile.studioName ?? '',
  website: profile.website ?? '',
  bio: profile.bio ?? '',
  activityIds: activityIdsOf(profile),
  branches: profile.branches.map(branchRow),
  gender: profile.gender ?? '',
  phone: profile.phone ?? '',
  mainLocation: profile.location ?? '',
  latitude: profile.latitude ?? '',
  longitude: profile.longitude ?? '',
});

/** SPEC 5 and 8.5: bio not blank and at most 600, at least one activity. */
function commonErrors(values: { bio: string; activityIds: string[] }): FormErrors {
  const errors: FormErrors = {};
  if (!values.bio.trim()) errors.bio = CM_MSG.bioBlank;
  else if (values.bio.trim().length > LIMITS.bioMax) errors.bio = CM_MSG.bioTooLong;
  if (values.activityIds.length === 0) errors.activityIds = CM_MSG.atLeastOneActivity;
  return errors;
}

const nameError = (name: string) =>
  !name.trim() ? MSG.required : name.trim().length > LIMITS.nameMax ? MSG.maxLength(LIMITS.nameMax) : null;

/** The SPEC 3.1 person fields, checked with the API's own rules ('Date of birth cannot be in future.'). */
const trainerPersonErrors = zodResolver(
  trainerProfileSchema.pick({ gender: true, nationality: true, dob: true, location: true }),
);
const gymContactErrors = zodResolver(
  gymProfileSchema.pick({
    website: true,
    gender: true,
    phone: true,
    mainLocation: true,
    latitude: true,
    longitude: true,
  }),
);

export function validateTrainer(values: TrainerFormValues): FormErrors {
  const errors = { ...commonErrors(values), ...trainerPersonErrors(toTrainerBody(values)) };
  const first = nameError(values.firstName);
  if (first) errors.firstName = first;
  const last = nameError(values.lastName);
  if (last) errors.lastName = last;
  values.certificates.forEach((certificate, index) => {
    if (!certificate.trim()) errors[`certificates.${index}`] = CM_MSG.certificateBlank;
  });
  return errors;
}

const isCoordinate = (value: number | string, limit: number) =>
  value !== '' && Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit;

export function validateGym(values: GymFormValues): FormErrors {
  const errors = { ...commonErrors(values), ...gymContactErrors(toGymBody(values)) };
  // The main location's pin is both coordinates or none.
  if (values.latitude === '' && values.longitude !== '') errors.latitude = MSG.required;
  if (values.longitude === '' && values.latitude !== '') errors.longitude = MSG.required;
  const studio = nameError(values.studioName);
  if (studio) errors.studioName = studio;
  values.branches.forEach((branch, index) => {
    const at = (field: string) => `branches.${index}.${field}`;
    if (!branch.name.trim()) errors[at('name')] = MSG.required;
    if (!branch.cityId) errors[at('cityId')] = CM_MSG.validCity;
    if (!branch.localityId) errors[at('localityId')] = CM_MSG.localityRequired;
    if (!branch.address.trim()) errors[at('address')] = MSG.required;
    if (!isCoordinate(branch.latitude, 90)) errors[at('latitude')] = MSG.required;
    if (!isCoordinate(branch.longitude, 180)) errors[at('longitude')] = MSG.required;
  });
  return errors;
}

export const toTrainerBody = (values: TrainerFormValues): TrainerProfileBody => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  trainerType: values.trainerType,
  bio: values.bio.trim(),
  certificates: values.certificates.map((certificate) => certificate.trim()),
  activities: values.activityIds.map(Number).sort((a, b) => a - b),
  ...(values.gender ? { gender: values.gender } : {}),
  nationality: values.nationality || null,
  dob: values.dob || null,
  location: values.location.trim() || null,
});

const coordinate = (value: number | string) => (value === '' ? null : Number(value));

export const toGymBody = (values: GymFormValues): GymProfileBody => ({
  studioName: values.studioName.trim(),
  website: values.website.trim() || null,
  bio: values.bio.trim(),
  activities: values.activityIds.map(Number).sort((a, b) => a - b),
  branches: values.branches.map((branch) => ({
    ...(branch.id ? { id: branch.id } : {}),
    name: branch.name.trim(),
    cityId: Number(branch.cityId),
    localityId: Number(branch.localityId),
    address: branch.address.trim(),
    latitude: Number(branch.latitude),
    longitude: Number(branch.longitude),
    studioInstruction: branch.studioInstruction.trim() || null,
    closedForPrayers: branch.closedForPrayers,
    womenOnly: branch.womenOnly,
  })),
  ...(values.gender ? { gender: values.gender } : {}),
  ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
  mainLocation: values.mainLocation.trim() || null,
  latitude: coordinate(values.latitude),
  longitude: coordinate(values.longitude),
});

/** SPEC 5: an update with no changes is blocked. Bodies compare as JSON (same key order by build). */
export const sameBody = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
