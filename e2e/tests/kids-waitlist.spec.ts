import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { addSlotSoon, apiToken, createClassByApi, findGym, twelveHour } from '../support/manage';
import { newCustomer } from '../support/payments';

const WAITLIST_POLICY = 'As per class policy you will be added to class waitlist';
// Seats are free inside the window: the customer is told who books them and when.
const ON_THE_WAITLIST =
  'You are on the waitlist: seats are still free, but this close to the start the gym books from its waitlist. If they have not booked you by 30 minutes before the class starts, we book you automatically then, as long as a seat is free and your credits cover the class. We will let you know when you are booked.';

test('a parent accepts the auto-waitlist of a kids class, picks the kid and is waitlisted', async ({
  page,
}) => {
  // The demo gym runs a kids' class that waitlists joiners from 3 hours before the start, and adds a
  // session an hour from now: inside the window whatever the time of day.
  const gym = await apiToken(page, 'gym@kinetic.test');
  const title = `Kids Tumbling ${Date.now().toString(36)}`;
  const salmiya = (await findGym(page, 'FlexZone Studios')).branches.find((b) => b.branchName === 'Salmiya')!;
  const classId = await createClassByApi(page, gym, {
    title,
    ageCategoryType: 'CHILD',
    autoWaitListHours: 3,
    gymBranchId: salmiya.id,
  });
  const slot = await addSlotSoon(page, gym, classId, 60);

  // A new customer with a kid on the profile.
  const customer = await newCustomer(page, 'parent');
  const auth = { authorization: `Bearer ${customer.token}` };
  const profile = await page.request.put(`${MAIN_URL}/api/v1/users/${customer.user.id}/profile`, {
    headers: auth,
    data: {
      firstName: 'Dana',
      lastName: 'Al-Fahad',
      gender: 'FEMALE',
      userKidsList: [{ name: 'Yousef', dob: '2018-05-20', gender: 'MALE' }],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const kid = (
    (await profile.json()) as { data: { user: { userKidsList: { id: number; name: string }[] } } }
  ).data.user.userKidsList.find((k) => k.name === 'Yousef')!;
  await signInAs(page, customer.email);

  const joins: { body: { userKidId: number | null; waitlistIfFull: boolean }; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/bookings') && response.request().method() === 'POST') {
      joins.push({ body: response.request().postDataJSON(), status: response.status() });
    }
  });

  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/${title.replace(/ /g, '-')}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'BOOK', exact: true }).click();

  // SPEC 4.3 step 1 comes before the kid: the waitlist policy first.
  const policy = page.getByRole('dialog', { name: 'Waitlist' });
  await expect(policy.getByText(WAITLIST_POLICY)).toBeVisible();
  await policy.getByRole('button', { name: 'OK' }).click();

  // The server asks which kid (KIDS); the picker lists the profile's kids.
  const picker = page.getByRole('dialog', { name: 'Who is joining?' });
  await expect(picker.getByRole('radio', { name: 'Yousef' })).toBeVisible();
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Yes' }).click();
  await expect(picker.getByText('Please select a kid.')).toBeVisible();
  await picker.getByRole('radio', { name: 'Yousef' }).check();
  await picker.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByText(ON_THE_WAITLIST)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
  // Seats remain, but inside the window the customer is on the waitlist: no BOOK to press again.
  await expect(page.getByRole('button', { name: 'WAITLISTED' })).toBeDisabled();
  // The waitlist question was asked once; the same request went again with the kid.
  await expect(page.getByText(WAITLIST_POLICY)).toHaveCount(0);
  expect(joins).toEqual([
    { body: expect.objectContaining({ userKidId: null, waitlistIfFull: true }), status: 400 },
    { body: expect.objectContaining({ userKidId: kid.id, waitlistIfFull: true }), status: 200 },
  ]);

  // The class lists show the session as Waitlisted.
  const box = page.getByRole('search').getByLabel('Search classes, trainers and gyms');
  await box.fill(title);
  await box.press('Enter');
  const row = page
    .getByTestId('class-row')
    .filter({ hasText: title })
    .filter({ hasText: twelveHour(slot.fromTime) });
  await expect(row.getByText('Waitlisted', { exact: true })).toBeVisible();

  // The gym sees the kid first on the session's waitlist.
  const waitlist = await page.request.get(
    `${MAIN_URL}/api/v1/manage/sessions/${slot.classSessionId}/waitlist`,
    { headers: { authorization: `Bearer ${gym}` } },
  );
  expect(waitlist.status(), await waitlist.text()).toBe(200);
  expect(((await waitlist.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ email: customer.email, kidName: 'Yousef', position: 1 }),
  ]);
});
