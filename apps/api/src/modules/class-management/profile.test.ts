import { CM_MSG, type ManageProfileDto, MSG } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, gymProfiles, localities, trainerProfiles } from '../../db/schema';
import { categoryId, newGym, newTrainer } from '../../test/class-management';
import { createCustomer, tokenFor } from '../../test/discovery';
import { multipart, testImage } from '../../test/media';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Answer = { message: string; profile: ManageProfileDto };
const put = (token: string, payload: object, url = '/api/v1/manage/profile') =>
  t.call<Answer>({ method: 'PUT', url, token, payload });

async function place(cityName: string, localityName: string) {
  const [city] = await t.database.db.select().from(cities).where(eq(cities.name, cityName));
  const [locality] = await t.database.db.select().from(localities).where(eq(localities.name, localityName));
  return { cityId: city!.id, localityId: locality!.id };
}

describe('trainer profile', () => {
  it('reads and edits bio, certificates, activities and trainer type', async () => {
    const trainer = await newTrainer(t);
    await t.database.db
      .insert(trainerProfiles)
      .values({ userId: trainer.userId, trainerType: 'PART_OF_GYM' });
    const activity = await categoryId(t);
    const res = await put(trainer.token, {
      bio: 'Ten years of kettlebells.',
      certificates: ['ACE Personal Trainer', 'First aid'],
      activities: [activity],
      trainerType: 'FREELANCER',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Changes to your profile have been saved!');
    const read = await t.call<ManageProfileDto>({
      method: 'GET',
      url: '/api/v1/manage/profile',
      token: trainer.token,
    });
    const again = await put(trainer.token, { bio: 'Ten years of kettlebells.', activities: [activity] });
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe('No changes detected for update');
    expect(again.body.data).toEqual({ fields: { body: 'No changes detected for update' } });
    expect(read.body.data).toMatchObject({
      bio: 'Ten years of kettlebells.',
      certificates: ['ACE Personal Trainer', 'First aid'],
      activities: [{ id: activity }],
      trainerType: 'FREELANCER',
      branches: [],
    });
  });

  it('edits gender, nationality, date of birth and location (SPEC 3.1 trainer edit)', async () => {
    const trainer = await newTrainer(t);
    const body = { gender: 'FEMALE', nationality: 'Kuwaiti', dob: '1991-05-20', location: 'Salmiya' };
    const res = await put(trainer.token, body);
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject(body);
    const read = await t.call<ManageProfileDto>({
      method: 'GET',
      url: '/api/v1/manage/profile',
      token: trainer.token,
    });
    expect(read.body.data).toMatchObject(body);
    expect((await put(trainer.token, body)).body.errorMessage).toBe('No changes detected for update');
    const cleared = await put(trainer.token, { nationality: null, location: '' });
    expect(cleared.body.data.profile).toMatchObject({ nationality: null, location: null, dob: '1991-05-20' });
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const refused = await put(trainer.token, { dob: future });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Date of birth cannot be in future.');
  });

  it.each([
    [{ bio: '   ' }, "You can't left your bio blank while editing it."],
    [{ bio: 'x'.repeat(601) }, 'Bio cannot be greater than 600 characters.'],
    [{ activities: [] }, 'You must have at least one activity.'],
    [{ certificates: [' '] }, 'Field required.'],
    [{}, 'No changes detected for update'],
    [{ activities: [999999] }, MSG.invalidActivity],
  ])('refuses %j', async (body, message) => {
    const trainer = await newTrainer(t);
    const res = await put(trainer.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(message);
  });

  it('refuses gym fields from a trainer and profiles to customers', async () => {
    const trainer = await newTrainer(t);
    expect((await put(trainer.token, { studioName: 'Mine now' })).status).toBe(403);
    expect((await put(trainer.token, { phone: '96551234567' })).status).toBe(403);
    expect((await put(trainer.token, { mainLocation: 'Sharq' })).status).toBe(403);
    const gym = await newGym(t);
    expect((await put(gym.token, { nationality: 'Kuwaiti' })).status).toBe(403);
    const customer = await createCustomer(t);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/manage/profile', token: customer.token })).status,
    ).toBe(403);
  });
});

describe('gym profile', () => {
  it('reads the seeded demo gym with bio, activities and branches in their city and locality', async () => {
    const token = await tokenFor(t, 'gym@kinetic.test');
    const res = await t.call<ManageProfileDto>({ method: 'GET', url: '/api/v1/manage/profile', token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      studioName: 'FlexZone Studios',
      bio: expect.stringContaining('Strength'),
      activities: expect.arrayContaining([expect.objectContaining({ name: 'Strength' })]),
      branches: [
        expect.objectContaining({ name: 'Salmiya', localityName: 'Salmiya', cityName: 'Hawalli' }),
        expect.objectContaining({ name: 'Sharq', localityName: 'Sharq', cityName: 'Kuwait City' }),
      ],
    });
  });

  it('adds, edits and removes branches with city, locality and coordinates', async () => {
    const gym = await newGym(t);
    await t.database.db
      .insert(gymProfiles)
      .values({ userId: gym.userId, studioName: 'Old Studio', classType: 'Yoga' });
    const sharq = await place('Kuwait City', 'Sharq');
    const res = await put(gym.token, {
      studioName: 'Lotus Yoga',
      bio: 'Calm rooms.',
      branches: [
        {
          name: 'Sharq',
          ...sharq,
          address: 'Gulf Road',
          latitude: 29.38,
          longitude: 47.99,
          studioInstruction: 'Second floor',
        },
        {
          name: 'Dasman',
          ...(await place('Kuwait City', 'Dasman')),
          address: 'Dasman St',
          latitude: 29.39,
          longitude: 48.0,
        },
      ],
    });
    expect(res.status).toBe(200);
    const branches = res.body.data.profile.branches;
    expect(res.body.data.profile.studioName).toBe('Lotus Yoga');
    expect(branches.map((b) => [b.name, b.cityName, b.localityName])).toEqual([
      ['Sharq', 'Kuwait City', 'Sharq'],
      ['Dasman', 'Kuwait City', 'Dasman'],
    ]);
    const keep = branches[0]!;
    const res2 = await put(gym.token, {
      branches: [
        {
          id: keep.id,
          name: 'Sharq Tower',
          cityId: keep.cityId,
          localityId: keep.localityId,
          address: keep.address,
          latitude: 29.4,
          longitude: 48.0,
        },
      ],
    });
    expect(res2.body.data.profile.branches).toEqual([
      expect.objectContaining({ id: keep.id, name: 'Sharq Tower', latitude: 29.4 }),
    ]);
  });

  it('edits phone, gender and the main location with its coordinates (SPEC 3.1 gym edit)', async () => {
    const gym = await newGym(t);
    const body = {
      gender: 'MALE',
      phone: '96551234567',
      mainLocation: 'Kuwait City',
      latitude: 29.37,
      longitude: 47.98,
    };
    const res = await put(gym.token, body);
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({
      gender: 'MALE',
      phone: '96551234567',
      location: 'Kuwait City',
      latitude: 29.37,
      longitude: 47.98,
    });
    expect((await put(gym.token, body)).body.errorMessage).toBe('No changes detected for update');
    const half = await put(gym.token, { latitude: 29.1 });
    expect(half.status).toBe(400);
    expect(half.body.errorMessage).toBe(MSG.required);
    const badPhone = await put(gym.token, { phone: '12ab' });
    expect(badPhone.status).toBe(400);
  });

  it.each([
    ['no city', { cityId: undefined }, CM_MSG.validCity],
    ['an unknown city', { cityId: 999999 }, CM_MSG.validCity],
    ['no locality', { localityId: undefined }, CM_MSG.localityRequired],
    ['a locality of another city', { localityId: -1 }, CM_MSG.validLocality],
  ])('refuses a branch with %s', async (_name, change: { cityId?: number; localityId?: number }, message) => {
    const gym = await newGym(t);
    const sharq = await place('Kuwait City', 'Sharq');
    const otherLocality = (
      await t.database.db.select().from(localities).where(eq(localities.name, 'Salmiya'))
    )[0];
    const branch = { name: 'B', ...sharq, address: 'A', latitude: 29, longitude: 48, ...change };
    if ('localityId' in change && change.localityId === -1) branch.localityId = otherLocality?.id ?? 999999;
    const res = await put(gym.token, { branches: [branch] });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(message);
  });

  it("sets profile and cover pictures from the caller's own uploads", async () => {
    const gym = await newGym(t);
    const up = await t.call<{ id: number; mediaUrl: string }[]>({
      method: 'POST',
      url: '/api/v1/media',
      token: gym.token,
      ...multipart([{ bytes: await testImage('png', 50, 50), name: 'me.png' }]),
    });
    const mediaId = up.body.data[0]!.id;
    const pic = await put(gym.token, { mediaId }, '/api/v1/manage/profile/picture');
    expect(pic.body.data.message).toBe('Profile picture updated successfully.');
    expect(pic.body.data.profile.profileImageUrl).toBe(up.body.data[0]!.mediaUrl);
    const cover = await put(gym.token, { mediaId }, '/api/v1/manage/profile/cover');
    expect(cover.body.data.message).toBe('Cover picture updated successfully.');
    expect(cover.body.data.profile.coverImageUrl).toBe(up.body.data[0]!.mediaUrl);
    const other = await newTrainer(t);
    expect((await put(other.token, { mediaId }, '/api/v1/manage/profile/picture')).status).toBe(403);
  });
});
