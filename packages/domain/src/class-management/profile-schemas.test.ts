import { describe, expect, it } from 'vitest';
import { gymProfileSchema, manageProfileUpdateSchema, trainerProfileSchema } from './schemas';

const tomorrow = () => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
const BRANCH = {
  name: 'Salmiya',
  cityId: 1,
  localityId: 1,
  address: 'Block 10',
  latitude: 29.3,
  longitude: 48,
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('trainer edit fields (SPEC 3.1, 5)', () => {
  it('takes gender, nationality, date of birth and location', () => {
    const body = { gender: 'FEMALE', nationality: 'Kuwaiti', dob: '1990-04-12', location: 'Salmiya' };
    expect(trainerProfileSchema.parse(body)).toEqual(body);
    expect(trainerProfileSchema.parse({ nationality: null, dob: null, location: null })).toEqual({
      nationality: null,
      dob: null,
      location: null,
    });
  });

  it.each([
    [{ dob: tomorrow() }, 'Date of birth cannot be in future.'],
    [{ dob: '1990-02-30' }, 'Provided date is invalid.'],
    [{ gender: 'OTHER' }, 'This information is required.'],
    [{ location: 'x'.repeat(251) }, 'Maximum length 250 characters.'],
  ])('refuses %j', (body, message) => {
    expect(messageOf(trainerProfileSchema.safeParse(body))).toBe(message);
  });
});

describe('gym edit fields (SPEC 3.1, 5)', () => {
  it('takes phone, gender, main location and its coordinates', () => {
    const body = {
      gender: 'MALE',
      phone: '96551234567',
      mainLocation: 'Kuwait City',
      latitude: 29.37,
      longitude: 47.98,
    };
    expect(gymProfileSchema.parse(body)).toEqual(body);
    expect(manageProfileUpdateSchema.parse(body)).toEqual(body);
    expect(gymProfileSchema.safeParse({ branches: [BRANCH] }).success).toBe(true);
  });

  it.each([
    [{ phone: '1234' }, 'Field must contain atleast 8 characters.'],
    [{ phone: '12345678x' }, 'Only digits are allowed.'],
    [{ latitude: 91 }],
    [{ longitude: -181 }],
    // Ids PostgreSQL's integer cannot hold: a 400, where the look-up used to fail with a 500.
    [{ branches: [{ ...BRANCH, cityId: 2 ** 31 }] }, 'Please select a valid city'],
    [{ branches: [{ ...BRANCH, localityId: 2 ** 31 }] }, 'Valid locality is required.'],
  ])('refuses %j', (body, message?: string) => {
    const result = gymProfileSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(messageOf(result)).toBe(message);
  });
});
