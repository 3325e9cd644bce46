import {
  type ManageProfileDto,
  MSG,
  MSG_AR,
  prayerAtText,
  type SessionDetailDto,
  VENUE_MSG,
  VENUE_MSG_AR,
  zonedParts,
} from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses, gymProfiles, localities, users } from '../../db/schema';
import { prayersOn } from '../../lib/prayer-times';
import {
  classBody,
  createClass,
  dayAhead,
  joinTeam,
  KUWAIT,
  kuwaitAreaId,
  newGym,
  newTrainer,
  sessionsOfClass,
  timing,
} from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A gym's branch closed for prayers and a women-only one (docs/adr/0047), on PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const KUWAIT_CITY = { latitude: 29.3759, longitude: 47.9774 };
type Switches = { closedForPrayers?: boolean; womenOnly?: boolean };
type Gym = Awaited<ReturnType<typeof newGym>>;

/** A gym with one branch in Kuwait City, its switches set through the profile call as the gym does. */
async function gymWithBranch(switches: Switches) {
  const gym = await newGym(t);
  await t.database.db
    .insert(gymProfiles)
    .values({ userId: gym.userId, studioName: 'Lotus', classType: 'Yoga' });
  const localityId = await kuwaitAreaId(t);
  const [area] = await t.database.db
    .select({ cityId: localities.cityId })
    .from(localities)
    .where(eq(localities.id, localityId));
  const res = await putBranch(gym, { cityId: area!.cityId, localityId, ...switches });
  expect(res.status).toBe(200);
  const branch = res.body.data.profile.branches[0]!;
  expect(branch).toMatchObject({
    closedForPrayers: !!switches.closedForPrayers,
    womenOnly: !!switches.womenOnly,
  });
  return { gym, branch };
}

function putBranch(gym: Gym, b: { id?: number; cityId: number; localityId: number } & Switches) {
  return t.call<{ profile: ManageProfileDto }>({
    method: 'PUT',
    url: '/api/v1/manage/profile',
    token: gym.token,
    payload: { branches: [{ name: 'Sharq', address: 'Gulf Road', ...KUWAIT_CITY, ...b }] },
  });
}

/** Maghrib at the branch on a date, as the store's wall time. */
const maghribOn = (date: string) => {
  const at = prayersOn(date, { ...KUWAIT_CITY, countryCode: 'KW' }).find((p) => p.prayer === 'MAGHRIB')!.at;
  return zonedParts(at, KUWAIT).time;
};
const minus = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('a branch closed for prayers', () => {
  it('refuses class times that cross a prayer, naming it and its time, in English and Arabic', async () => {
    const { gym, branch } = await gymWithBranch({ closedForPrayers: true });
    const maghrib = maghribOn(dayAhead(2));
    const crossing = { gymBranchId: branch.id, timings: [timing({ fromTime: minus(maghrib, 30) })] };
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: gym.token,
      payload: { ...(await classPayload()), ...crossing },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errorMessage).toBe(VENUE_MSG.closedForPrayer(prayerAtText('MAGHRIB', maghrib)));
    expect(refused.body.errorMessage).toContain('crosses Maghrib');
    const arabic = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: gym.token,
      payload: { ...(await classPayload()), ...crossing },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errorMessage).toBe(VENUE_MSG_AR.closedForPrayer(prayerAtText('MAGHRIB', maghrib)));

    // A morning class is fine; moving one of its sessions across Maghrib is refused.
    const morning = await createClass(t, gym.token, { gymBranchId: branch.id, venue: null });
    const [first] = await sessionsOfClass(t, morning.classId);
    const moved = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/sessions/${first!.id}`,
      token: gym.token,
      payload: { fromTime: minus(maghribOn(first!.localDate), 10), durationMinutes: 60 },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errorMessage).toContain('Maghrib');
  });

  it('shows on the class page the prayers that fall during a session at an open branch', async () => {
    const { gym, branch } = await gymWithBranch({});
    const maghrib = maghribOn(dayAhead(2));
    const klass = await createClass(t, gym.token, {
      gymBranchId: branch.id,
      venue: null,
      timings: [timing({ fromTime: minus(maghrib, 30) })],
    });
    const [first] = await sessionsOfClass(t, klass.classId);
    const detail = await t.call<SessionDetailDto>({ method: 'GET', url: `/api/v1/sessions/${first!.id}` });
    expect(detail.status).toBe(200);
    const [prayer] = detail.body.data.prayersDuring!;
    expect(prayer!.name).toBe('MAGHRIB');
    expect(zonedParts(new Date(prayer!.at), KUWAIT).time).toBe(maghribOn(first!.localDate));

    // Closed for prayers later: its timing keeps its hours and takes new seats; new hours must clear Maghrib.
    const closed = await putBranch(gym, {
      id: branch.id,
      cityId: branch.cityId!,
      localityId: branch.localityId!,
      closedForPrayers: true,
    });
    expect(closed.status).toBe(200);
    const timingId = first!.classTimingId;
    const edit = (fromTime: string) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/manage/timings/${timingId}`,
        token: gym.token,
        payload: timing({ fromTime: minus(maghrib, 30), totalSeat: 12, ...(fromTime ? { fromTime } : {}) }),
      });
    expect((await edit('')).status).toBe(200);
    expect((await edit(minus(maghrib, 20))).status).toBe(422);
  });
});

describe('a women-only branch', () => {
  it('makes its classes women’s, refuses a male trainer and a male customer, in English and Arabic', async () => {
    const { gym, branch } = await gymWithBranch({ womenOnly: true });
    const man = await newTrainer(t);
    await t.database.db.update(users).set({ gender: 'MALE' }).where(eq(users.id, man.userId));
    const woman = await newTrainer(t);
    await joinTeam(t, gym, man);
    await joinTeam(t, gym, woman);

    const klass = await createClass(t, gym.token, {
      gymBranchId: branch.id,
      venue: null,
      classType: 'MIXED',
    });
    const [row] = await t.database.db
      .select()
      .from(fitnessClasses)
      .where(eq(fitnessClasses.id, klass.classId));
    expect(row!.genderRule).toBe('FEMALE');

    const addTiming = (trainerId: number, language = 'en') =>
      t.call({
        method: 'POST',
        url: `/api/v1/manage/classes/${klass.classId}/timings`,
        token: gym.token,
        payload: timing({ fromTime: '09:00', trainerId }),
        headers: { 'accept-language': language },
      });
    const refused = await addTiming(man.userId);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(VENUE_MSG.maleTrainerAtWomenOnly);
    expect((await addTiming(man.userId, 'ar')).body.errorMessage).toBe(VENUE_MSG_AR.maleTrainerAtWomenOnly);
    expect((await addTiming(woman.userId)).status).toBe(201);

    const [session] = await sessionsOfClass(t, klass.classId);
    const book = async (gender: 'MALE' | 'FEMALE', language = 'en') => {
      const customer = await createCustomer(t, { credits: 10, gender });
      return t.call({
        method: 'POST',
        url: '/api/v1/bookings',
        token: customer.token,
        payload: { classSessionId: session!.id },
        headers: { 'accept-language': language },
      });
    };
    const male = await book('MALE');
    expect(male.status).toBe(400);
    expect(male.body.errorMessage).toBe(MSG.genderOnly('FEMALE'));
    expect((await book('MALE', 'ar')).body.errorMessage).toBe(MSG_AR.genderOnly('FEMALE'));
    expect((await book('FEMALE')).status).toBe(201);

    // The class list's "Women only" filter finds it, and not a class at a mixed branch.
    const other = await gymWithBranch({});
    const mixed = await createClass(t, other.gym.token, { gymBranchId: other.branch.id, venue: null });
    const list = await t.call<{
      items: { classId: number; gymBranchDetail: { womenOnly: boolean } | null }[];
    }>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { womenOnly: true, size: 100 },
    });
    const ids = new Set(list.body.data.items.map((item) => item.classId));
    expect(ids.has(klass.classId)).toBe(true);
    // Its pages say so: the class's branch and the gym's branch list carry the switch.
    const listed = list.body.data.items.find((item) => item.classId === klass.classId);
    expect(listed?.gymBranchDetail?.womenOnly).toBe(true);
    const gymPage = await t.call<{ gymBranchResponseList: { id: number; womenOnly: boolean }[] }>({
      method: 'GET',
      url: `/api/v1/gyms/${gym.userId}`,
    });
    expect(gymPage.body.data.gymBranchResponseList).toContainEqual(
      expect.objectContaining({ id: branch.id, womenOnly: true }),
    );
    expect(ids.has(mixed.classId)).toBe(false);
  });

  it('cannot be switched on while a man teaches there', async () => {
    const { gym, branch } = await gymWithBranch({});
    const man = await newTrainer(t);
    await t.database.db.update(users).set({ gender: 'MALE' }).where(eq(users.id, man.userId));
    await joinTeam(t, gym, man);
    await createClass(t, gym.token, { gymBranchId: branch.id, venue: null, trainerId: man.userId });
    const res = await putBranch(gym, {
      id: branch.id,
      cityId: branch.cityId!,
      localityId: branch.localityId!,
      womenOnly: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(VENUE_MSG.maleTrainerAtWomenOnly);
  });
});

async function classPayload() {
  return { ...(await classBody(t)), venue: null };
}
