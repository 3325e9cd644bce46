import { MSG, type UserDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kids } from '../../db/schema';
import { DEMO, fieldsOf, loginToken, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

type Saved = { user: UserDto; message: string };

/** The profile form as the web app would send it back unchanged. */
const formOf = (user: UserDto) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  gender: user.gender,
  location: user.location,
  nationality: user.nationality,
  dob: user.dob,
  userDetailMappingList: user.userDetailMappingList,
  deletedUserDetailIds: [] as number[],
  userKidsList: user.userKidsList,
  deletedKidIdList: [] as number[],
});

describe('GET /users/me and PUT /users/:id/profile', () => {
  let t: TestApp;
  /** The demo customer's session, whose kid other users must not reach. */
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await loginToken(t, DEMO.customer, DEMO.password);
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token })).body.data;
  const saveProfile = (token: string, id: number, payload: object) =>
    t.call<Saved>({ method: 'PUT', url: `/api/v1/users/${id}/profile`, token, payload });

  it('carries the live packages with their credit balances and expiry in the user record', async () => {
    const user = await me(demo);
    expect(user.userPackageDetailDtoList.length).toBeGreaterThan(0);
    for (const summary of user.userPackageDetailDtoList) {
      expect(summary.balance).toBeGreaterThanOrEqual(0);
      expect(new Date(summary.expiryDate!).getTime()).toBeGreaterThan(Date.now());
    }
    const { user: fresh } = await registerCustomer(t);
    expect(fresh.userPackageDetailDtoList).toEqual([]);
  });

  /** A fresh customer with one kid and two activities. */
  async function customerWithKid() {
    const { token, user } = await registerCustomer(t);
    const saved = await saveProfile(token, user.id, {
      ...formOf(user),
      userKidsList: [{ name: 'Sami', dob: '2015-03-01', gender: 'MALE' }],
      userDetailMappingList: [{ classCategoryId: 1 }, { classCategoryId: 4 }],
    });
    expect(saved.status).toBe(200);
    return { token, user: saved.body.data.user };
  }

  it('gives the demo customer with kids, activities (named), times and wallet', async () => {
    const user = await me(demo);
    expect(user).toMatchObject({
      email: DEMO.customer,
      firstName: 'Layla',
      dob: '1992-04-18',
      currencyCode: 'KWD',
      // The seed's wallet grant (db/seed/payments.ts): 5.000 KWD in fils.
      walletDto: { balance: 5_000, currencyCode: 'KWD' },
      timePreference: ['MORNING', 'EVENING'],
      userKidsList: [{ name: 'Hamad', dob: '2016-09-02', gender: 'MALE' }],
    });
    expect(user.userDetailMappingList.map((m) => m.classCategoryName)).toEqual([
      'Yoga',
      'Pilates',
      'Spinning',
    ]);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me', token: 'nope' })).status).toBe(401);
  });

  it('saves names, dob, location, kids (add, edit, delete) and activities in one call', async () => {
    const { token, user } = await customerWithKid();
    const [sami] = user.userKidsList;
    const yoga = user.userDetailMappingList.find((m) => m.classCategoryId === 1)!;
    const boxing = user.userDetailMappingList.find((m) => m.classCategoryId === 4)!;
    const { status, body } = await saveProfile(token, user.id, {
      ...formOf(user),
      firstName: 'Dana-Maria',
      dob: '1990-01-31',
      location: 'Salmiya',
      userKidsList: [
        { ...sami, name: 'Sami Jr' },
        { name: 'Mona', dob: '2018-07-07', gender: 'FEMALE' },
      ],
      userDetailMappingList: [yoga, boxing, { classCategoryId: 3 }],
      deletedUserDetailIds: [boxing.id],
    });
    expect(status).toBe(200);
    expect(body.data.message).toBe(MSG.profileSaved);
    const saved = body.data.user;
    expect(saved).toMatchObject({ firstName: 'Dana-Maria', dob: '1990-01-31', location: 'Salmiya' });
    expect(saved.userKidsList.map((kid) => kid.name)).toEqual(['Sami Jr', 'Mona']);
    expect(saved.userKidsList[0]!.id).toBe(sami!.id);
    expect(saved.userDetailMappingList.map((m) => m.classCategoryName)).toEqual(['Yoga', 'Spinning']);
    expect(saved.userDetailMappingList.find((m) => m.classCategoryId === 1)!.id).toBe(yoga.id);
    expect(await me(token)).toEqual(saved);
  });

  it('soft-deletes the kids in deletedKidIdList', async () => {
    const { token, user } = await customerWithKid();
    const kidId = user.userKidsList[0]!.id;
    const { status, body } = await saveProfile(token, user.id, {
      ...formOf(user),
      userKidsList: [],
      deletedKidIdList: [kidId],
    });
    expect(status).toBe(200);
    expect(body.data.user.userKidsList).toEqual([]);
    const [row] = await t.database.db.select().from(kids).where(eq(kids.id, kidId));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps the activities when no list is sent and removes only deletedUserDetailIds', async () => {
    const { token, user } = await customerWithKid();
    const boxing = user.userDetailMappingList.find((m) => m.classCategoryId === 4)!;
    const { body } = await saveProfile(token, user.id, {
      ...formOf(user),
      userDetailMappingList: [],
      deletedUserDetailIds: [boxing.id],
    });
    expect(body.data.user.userDetailMappingList.map((m) => m.classCategoryName)).toEqual(['Yoga']);
  });

  it('refuses an update that changes nothing (SPEC 5)', async () => {
    const { token, user } = await customerWithKid();
    const { status, body } = await saveProfile(token, user.id, formOf(user));
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(MSG.noChanges);
    expect(body.data).toEqual({ fields: { body: MSG.noChanges } });
  });

  it("refuses another user's profile with 403, whatever the body, and no token with 401", async () => {
    const { token } = await customerWithKid();
    const demoUser = await me(demo);
    const forbidden = await saveProfile(token, demoUser.id, { ...formOf(demoUser), firstName: 'Hacked' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errorMessage).toBe(MSG.forbidden);
    expect((await saveProfile(token, demoUser.id, {})).status).toBe(403);
    expect((await saveProfile('', demoUser.id, formOf(demoUser))).status).toBe(401);
    expect((await me(demo)).firstName).toBe('Layla');
  });

  describe('bad input: 400 with the message, and nothing written', () => {
    const cases: [string, (user: UserDto, otherKid: number) => Record<string, unknown>, string, string][] = [
      ['a blank first name', () => ({ firstName: ' ' }), 'firstName', MSG.required],
      ['no gender', () => ({ gender: null }), 'gender', MSG.required],
      ['a dob in the future', () => ({ dob: '2099-01-01' }), 'dob', MSG.dobFuture],
      ['an impossible dob', () => ({ dob: '1990-13-45' }), 'dob', MSG.invalidDate],
      [
        'a kid without a name',
        (user) => ({ userKidsList: [...user.userKidsList, { name: '', dob: '2019-01-01', gender: 'MALE' }] }),
        'userKidsList.1.name',
        MSG.required,
      ],
      [
        'a kid born in the future',
        () => ({ userKidsList: [{ name: 'Zed', dob: '2099-01-01', gender: 'MALE' }] }),
        'userKidsList.0.dob',
        MSG.dobFuture,
      ],
      [
        "another user's kid to edit",
        (_user, otherKid) => ({
          userKidsList: [{ id: otherKid, name: 'Mine now', dob: '2016-09-02', gender: 'MALE' }],
        }),
        'userKidsList.0.id',
        MSG.unknownKid,
      ],
      [
        "another user's kid to delete",
        (_user, otherKid) => ({ deletedKidIdList: [otherKid] }),
        'deletedKidIdList',
        MSG.unknownKid,
      ],
      [
        'an unknown activity',
        () => ({ userDetailMappingList: [{ classCategoryId: 9999 }] }),
        'userDetailMappingList',
        MSG.invalidActivity,
      ],
      [
        'a mapping id that is not theirs',
        () => ({ deletedUserDetailIds: [1] }),
        'deletedUserDetailIds',
        MSG.unknownActivity,
      ],
    ];

    it.each(cases)('%s', async (_name, change, field, message) => {
      const { token, user } = await customerWithKid();
      const otherKid = (await me(demo)).userKidsList[0]!.id;
      const payload = { ...formOf(user), firstName: 'Changed', userKidsList: [], ...change(user, otherKid) };
      const { status, body } = await saveProfile(token, user.id, payload);
      expect(status).toBe(400);
      expect(body.errorMessage).toBe(message);
      expect(fieldsOf(body)[field]).toBe(message);
      expect(await me(token)).toEqual(user);
      const [demoKid] = await t.database.db.select().from(kids).where(eq(kids.id, otherKid));
      expect(demoKid).toMatchObject({ name: 'Hamad', deletedAt: null });
    });
  });
});
