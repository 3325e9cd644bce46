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
  gender: 'MALE',
  location: 'Salmiya',
  nationality: 'Kuwaiti',
  dob: '1988-03-02',
  trainerType: 'FREELANCER',
  certificates: ['REPs Level 3'],
  trainerAllowEdit: true,
  studioName: 'FlexZone Studios',
  website: null,
  phone: '96550001111',
  latitude: 29.33,
  longitude: 48.07,
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
      closedForPrayers: false,
      womenOnly: false,
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

describe('trainer profile form: person fields (SPEC 3.1)', () => {
  it('loads and sends gender, nationality, date of birth and location', () => {
    const values = trainerFormValues(profile);
    expect(values).toMatchObject({ gender: 'MALE', nationality: 'Kuwaiti', dob: '1988-03-02' });
    expect(validateTrainer(values)).toEqual({});
    expect(toTrainerBody({ ...values, location: ' ', nationality: null })).toMatchObject({
      gender: 'MALE',
      nationality: null,
      dob: '1988-03-02',
      location: null,
    });
  });

  it('refuses a date of birth in the future', () => {
    const next = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(validateTrainer({ ...trainerFormValues(profile), dob: next })).toEqual({
      dob: 'Date of birth cannot be in future.',
    });
  });
});

describe('gym profile form: contact and main location (SPEC 3.1)', () => {
  it('loads and sends phone, gender, main location and coordinates', () => {
    const values = gymFormValues(profile);
    expect(validateGym(values)).toEqual({});
    expect(toGymBody(values)).toMatchObject({
      gender: 'MALE',
      phone: '96550001111',
      mainLocation: 'Salmiya',
      latitude: 29.33,
      longitude: 48.07,
    });
    expect(toGymBody({ ...values, latitude: '', longitude: '', mainLocation: '' })).toMatchObject({
      mainLocation: null,
      latitude: null,
      longitude: null,
    });
  });

  it('checks the phone with the domain rule and wants both coordinates', () => {
    const values = gymFormValues(profile);
    expect(validateGym({ ...values, phone: '12ab' })).toEqual({ phone: 'Only digits are allowed.' });
    expect(validateGym({ ...values, longitude: '' })).toEqual({ longitude: 'This information is required.' });
    expect(validateGym({ ...values, latitude: 95 }).latitude).toBeDefined();
  });

  it('takes a website only as an http(s) address, or none', () => {
    const values = gymFormValues(profile);
    const message = 'Enter a web address that starts with http:// or https://.';
    expect(validateGym({ ...values, website: 'javascript:alert(3)' })).toEqual({ website: message });
    expect(validateGym({ ...values, website: 'www.flexzone.example' })).toEqual({ website: message });
    expect(validateGym({ ...values, website: 'https://flexzone.example/about' })).toEqual({});
    expect(validateGym({ ...values, website: '  ' })).toEqual({});
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
      closedForPrayers: false,
      womenOnly: false,
    });
  });
});
