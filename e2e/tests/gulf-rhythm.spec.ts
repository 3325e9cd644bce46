import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  keepPicture,
  MAIN_URL,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';
import {
  apiToken,
  createClassByApi,
  dismissToasts,
  fillDate,
  freshApprovedGym,
  kuwaitDate,
  ownSessions,
  pick,
  weekdayOf,
} from '../support/manage';

/**
 * A gym's branch closed for prayers and women-only (docs/adr/0047), on a fresh gym so no other journey's
 * classes change: the gym turns both switches on in its profile; a session across Maghrib is refused
 * with the prayer named; a male trainer is refused; in Arabic, a man is refused a seat too. A class
 * running 4 to 7 pm always spans Maghrib in Kuwait City (4:48 pm in December to 6:52 pm in June).
 */
const SHOTS = '/tmp/shots-gulf';

async function freshGym(page: Page, prefix: string) {
  const stamp = Date.now().toString(36);
  const { email, gymId, token } = await freshApprovedGym(page, prefix, {
    studioName: `Noor Studio ${stamp}`,
    classType: 'Pilates',
    firstName: 'Noor',
    mobile: '96522007700',
  });
  const auth = { authorization: `Bearer ${token}` };

  // One branch in Kuwait City, open at every hour for now, and the gym's activity.
  const cities = await page.request.get(`${MAIN_URL}/api/v1/cities?storeId=1`);
  const [city] = ((await cities.json()) as { data: { id: number }[] }).data;
  const areas = await page.request.get(`${MAIN_URL}/api/v1/localities?cityId=${city!.id}`);
  const [area] = ((await areas.json()) as { data: { id: number }[] }).data;
  const saved = await page.request.put(`${MAIN_URL}/api/v1/manage/profile`, {
    headers: auth,
    data: {
      // The profile form asks for a bio and at least one activity.
      bio: 'Pilates and stretching in Sharq.',
      activities: [1],
      branches: [
        {
          name: 'Sharq',
          cityId: city!.id,
          localityId: area!.id,
          address: 'Gulf Road',
          latitude: 29.3759,
          longitude: 47.9774,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const branchId = ((await saved.json()) as { data: { profile: { branches: { id: number }[] } } }).data
    .profile.branches[0]!.id;

  // A man on the gym's team.
  const trainer = { firstName: 'Khalid', lastName: `Trainer${stamp}`, email: uniqueEmail(`${prefix}man`) };
  const joined = await page.request.post(`${MAIN_URL}/api/v1/auth/register`, {
    data: {
      storeId: 1,
      userType: 2,
      ...trainer,
      mobile: '96550007711',
      password: DEMO_PASSWORD,
      gender: 'MALE',
      nationality: 'Kuwaiti',
      trainerType: 'FREELANCER',
      trainerClassRate: 10_000,
      certificates: ['REPs Level 3'],
      userDetailMappingList: [{ classCategoryId: 1 }],
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const trainerId = ((await joined.json()) as { data: { user: { id: number } } }).data.user.id;
  const invited = await page.request.post(`${MAIN_URL}/api/v1/manage/team/invitations`, {
    headers: auth,
    data: { trainerId },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await page.request.post(`${MAIN_URL}/api/v1/manage/my-gyms/${gymId}/accept`, {
    headers: { authorization: `Bearer ${await apiToken(page, trainer.email)}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // A class at the branch, 4 to 7 pm the day after tomorrow: across Maghrib.
  const title = `Evening Flow ${stamp}`;
  const day = kuwaitDate(2);
  const classId = await createClassByApi(page, token, {
    title,
    gymBranchId: branchId,
    timings: [
      {
        classDays: [weekdayOf(day)],
        fromTime: '16:00',
        durationMinutes: 180,
        fromDate: day,
        toDate: day,
        totalSeat: 10,
      },
    ],
  });
  const [session] = (await ownSessions(page, token, day, 1)).filter((s) => s.classId === classId);
  return { email, classId, title, sessionId: session!.classSessionId, trainer };
}

/** The gym turns both switches of its branch on in its profile and saves. */
async function closeForPrayersAndWomenOnly(
  page: Page,
  words: { prayers: RegExp; women: RegExp; save: string; saved: string },
) {
  await page.goto(`${MAIN_URL}/gym/editProfile`);
  const branch = page.getByTestId('branch-form');
  await branch.getByRole('switch', { name: words.prayers }).check();
  await branch.getByRole('switch', { name: words.women }).check();
  await dismissToasts(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
}

/** Adds a single session from 4 pm for 3 hours, the day after its class's: it crosses Maghrib. */
async function addSessionAcrossMaghrib(
  page: Page,
  classId: number,
  words: {
    add: string;
    dialog: string;
    date: string;
    from: string;
    fromTime: string;
    hours: string;
    hoursOption: string;
    submit: string;
  },
) {
  await page.goto(`${MAIN_URL}/gym/classes/edit/${classId}`);
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await fillDate(dialog, words.date, kuwaitDate(3));
  await pick(dialog, page, words.from, words.fromTime);
  await pick(dialog, page, words.hours, words.hoursOption);
  await dialog.getByRole('button', { name: words.submit }).click();
  return dialog;
}

test('a gym closes its branch for prayers and for women only: a time across Maghrib and a male trainer are refused', async ({
  page,
}) => {
  test.slow();
  const gym = await freshGym(page, 'gulf-en-');

  // Before the gym closes for prayers, the class page says which prayer falls during the class.
  await page.goto(`${MAIN_URL}/classes/${gym.sessionId}/${gym.title.replace(/ /g, '-')}`);
  await expect(page.getByTestId('prayer-note')).toContainText(
    /Maghrib at \d\d:\d\d PM falls during this class\./,
  );
  await expectAccessible(page);

  await signInAs(page, gym.email);
  await closeForPrayersAndWomenOnly(page, {
    prayers: /^Closed for prayers/,
    women: /^Women only/,
    save: 'Save changes',
    saved: 'Profile saved',
  });
  // Its profile shows the branch's two rules.
  const branch = page.getByTestId('own-branch');
  await expect(branch.getByText('Closed for prayers', { exact: true })).toBeVisible();
  await expect(branch.getByText('Women only', { exact: true })).toBeVisible();
  await keepPicture(page, { path: `${SHOTS}/switches-en.png`, fullPage: true });

  const dialog = await addSessionAcrossMaghrib(page, gym.classId, {
    add: 'Add a single session',
    dialog: `Add a session: ${gym.title}`,
    date: 'Date',
    from: 'From time',
    fromTime: '04:00 PM',
    hours: 'Duration hours',
    hoursOption: '3 hours',
    submit: 'Add session',
  });
  await expect(
    page.getByText(/^This time crosses Maghrib \(\d\d:\d\d PM\) and the branch closes for prayers\./),
  ).toBeVisible();
  await keepPicture(page, { path: `${SHOTS}/prayer-refused-en.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The class's editor says who may join instead of offering a choice the branch overrides.
  await expect(page.getByLabel('Who may join', { exact: false }).first()).toBeDisabled();
  await expect(
    page.getByText('The branch is women-only: its classes are for women and girls.'),
  ).toBeVisible();

  // A man may not teach at a women-only branch.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Edit timing 1' }).click();
  const timing = page.getByRole('dialog', { name: 'Edit timing' });
  await pick(timing, page, 'Trainer', `${gym.trainer.firstName} ${gym.trainer.lastName}`);
  await timing.getByRole('button', { name: 'Save timing' }).click();
  await expect(
    page
      .getByText(
        'This branch is women-only: only a female trainer can teach its classes. Choose a female trainer.',
      )
      .first(),
  ).toBeVisible();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the gym closes its branch for prayers and for women; Maghrib, a male trainer and a male customer are refused', async ({
    page,
  }) => {
    test.slow();
    const gym = await freshGym(page, 'gulf-ar-');
    await signInAs(page, gym.email);
    await closeForPrayersAndWomenOnly(page, {
      prayers: /^يُغلق وقت الصلاة/,
      women: /^للنساء فقط/,
      save: 'احفظ التغييرات',
      saved: 'تم حفظ الملف',
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const dialog = await addSessionAcrossMaghrib(page, gym.classId, {
      add: 'أضف حصة لمرة واحدة',
      dialog: `إضافة حصة: ${gym.title}`,
      date: 'التاريخ',
      from: 'وقت البدء',
      fromTime: '٠٤:٠٠ م',
      hours: 'المدة بالساعات',
      hoursOption: '٣ ساعات',
      submit: 'أضف الحصة',
    });
    await expect(
      page.getByText(/^هذا الوقت يتقاطع مع صلاة المغرب \(\d\d:\d\d م\) والفرع يُغلق وقت الصلاة\./),
    ).toBeVisible();
    await keepPicture(page, { path: `${SHOTS}/prayer-refused-ar.png` });
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    await dismissToasts(page);
    await page.getByRole('button', { name: 'عدّل الموعد ١' }).click();
    const timing = page.getByRole('dialog', { name: 'تعديل الموعد' });
    await pick(timing, page, 'المدرب', `${gym.trainer.firstName} ${gym.trainer.lastName}`);
    await timing.getByRole('button', { name: 'احفظ الموعد' }).click();
    await expect(
      page.getByText('هذا الفرع مخصّص للنساء فقط: لا تدرّس حصصه إلا مدرّبة. اختر مدرّبة.').first(),
    ).toBeVisible();

    // A man is refused a seat in the branch's class, which is now for women.
    const man = uniqueEmail('gulf-ar-customer');
    const registered = await page.request.post(`${MAIN_URL}/api/v1/auth/register`, {
      data: {
        storeId: 1,
        firstName: 'Fahad',
        lastName: 'Al-Mutairi',
        email: man,
        mobile: '96550007722',
        password: DEMO_PASSWORD,
        gender: 'MALE',
        userType: 1,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await signInAs(page, man);
    await page.goto(`${MAIN_URL}/classes/${gym.sessionId}/${gym.title.replace(/ /g, '-')}`);
    await expect(page.getByTestId('prayer-note')).toContainText('المغرب');
    // The class's facts say the venue is for women before anyone tries to book.
    await expect(page.getByText('للنساء، تدرّس فيه مدرّبات', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'احجز', exact: true }).click();
    await expect(page.getByText('هذه الحصة للنساء فقط')).toBeVisible();
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/man-refused-ar.png` });
  });
});
