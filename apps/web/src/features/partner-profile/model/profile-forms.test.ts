import type { ManageProfileDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import {
  blankBranch,
  gymFormValues,
  sameBody,
  toGymBody,
  toTrainerBody,
  trainerFormValues,
  validateGym,
  validateTrainer,
} from './profile-forms';

const profile: ManageProfileDto = {
  userId: 5,
  userCategory: 3,
  firstName: 'Fahad',
  lastName: 'Al-Sabah',
  email: 'gym@kinetic.test',
  bio: 'Strength and HIIT.',
  profileImageUrl: null,
  profileImageThumbnail: null,
  coverImageUrl: null,
  activities: [{ id: 3, name: 'HIIT' }],
  trainerType: 'FREELANCER',
  certificates: ['REPs Level 3'],
  trainerAllowEdit: true,
  studioName: 'FlexZone Studios',
  website: null,
  branches: [
    {
      id: 9,
      name: 'Salmiya',
      cityId: 1,
      cityName: 'Hawalli',
      localityId: 4,
      localityName: 'Salmiya',
      address: 'Salem Al Mubarak St',
      latitude: 29.33,
      longitude: 48.07,
      studioInstruction: null,
    },
  ],
};

describe('trainer profile form (SPEC 5, 8.5)', () => {
  it('needs a bio of at most 600 characters, one activity and no blank certificate', () => {
    const values = { ...trainerFormValues(profile), bio: ' ', activityIds: [], certificates: ['ok', ' '] };
    expect(validateTrainer(values)).toEqual({
      bio: "You can't left your bio blank while editing it.",
      activityIds: 'You must have at least one activity.',
      'certificates.1': 'Field required.',
    });
    expect(
      validateTrainer({ ...values, bio: 'x'.repeat(601), activityIds: ['3'], certificates: [] }),
    ).toEqual({
      bio: 'Bio cannot be greater than 600 characters.',
    });
  });

  it('sends what the API takes and sees an unchanged form as no change', () => {
    const values = trainerFormValues(profile);
    expect(toTrainerBody(values)).toMatchObject({ activities: [3], certificates: ['REPs Level 3'] });
    expect(sameBody(toTrainerBody(values), toTrainerBody(trainerFormValues(profile)))).toBe(true);
  });
});

describe('gym profile form: branches (SPEC 5, 8.5)', () => {
  it('asks for a valid city and a locality', () => {
    const values = gymFormValues(profile);
    values.branches.push({
      ...blankBranch(),
      name: 'Hawally',
      address: 'Tunis St',
      latitude: 29.3,
      longitude: 48,
    });
    expect(validateGym(values)).toEqual({
      'branches.1.cityId': 'Please select a valid city',
      'branches.1.localityId': 'Locality is required.',
    });
  });

  it('keeps the ids of existing branches and numbers for the new one', () => {
    const values = gymFormValues(profile);
    values.branches.push({
      ...blankBranch(),
      name: 'Hawally',
      cityId: '1',
      localityId: '7',
      address: 'Tunis St',
      latitude: '29.3',
      longitude: 48,
    });
    const body = toGymBody(values);
    expect(body.branches?.[0]).toMatchObject({ id: 9, cityId: 1, localityId: 4 });
    expect(body.branches?.[1]).toEqual({
      name: 'Hawally',
      cityId: 1,
      localityId: 7,
      address: 'Tunis St',
      latitude: 29.3,
      longitude: 48,
      studioInstruction: null,
    });
  });
});
