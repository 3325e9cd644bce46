import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { apiToken, bookByApi, createClassByApi, findGym, kuwaitClock } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * Ratings and reviews (docs/adr/0043): after a class they were checked in to has ended, a member rates
 * it from their finished classes; the gym answers on the class's page, where everyone reads the answer;
 * a member who booked and did not come is refused. One session serves both languages: booked ahead,
 * then moved by the gym into the past, so it has ended without the journey waiting for it.
 */
const GYM = 'pulse@kinetic.test';
const SHOTS = '/tmp/shots-reviews';

interface Member {
  email: string;
  bookingId: number;
}
let title = '';
let classId = 0;
let endsAt = 0;
const members: Record<'en' | 'ar', { attendee: Member; absentee: Member }> = {} as never;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  title = `Review Ride ${Date.now().toString(36)}`;
  const gymToken = await apiToken(page, GYM);
  const [branch] = (await findGym(page, 'Pulse Cycle')).branches;
  classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch!.id });
  // Booked in the future, then moved by the gym to a time that has passed: the class has ended (a
  // gym records a past session with skipPastTimeCheck), its roll is open for two hours, and the
  // journey need not wait for a class to end. Around midnight in Kuwait the two times would fall on
  // different days: the session then starts at the next whole minute but one and the journey waits.
  const later = kuwaitClock(new Date(Date.now() + 30 * 60_000));
  const earlier = kuwaitClock(new Date(Date.now() - 15 * 60_000));
  const sameDay = later.date === earlier.date;
  const start = sameDay
    ? new Date(Date.now() + 30 * 60_000)
    : new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const { date, time } = kuwaitClock(start);
  const added = await page.request.patch(`${MAIN_URL}/api/v1/manage/classes/${classId}/sessions`, {
    headers: { authorization: `Bearer ${gymToken}` },
    data: { classDate: date, fromTime: time, durationMinutes: 5, totalSeat: 10, force: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const sessionId = ((await added.json()) as { data: { classSessionId: number } }).data.classSessionId;
  endsAt = start.getTime() + 5 * 60_000;
  const booked: { bookingId: number; email: string; checkIn: boolean }[] = [];
  async function member(prefix: string, checkIn: boolean) {
    const customer = await newCustomer(page, prefix);
    await buyByApi(page, customer.token, TEN_CREDITS);
    booked.push({
      bookingId: await bookByApi(page, customer.token, sessionId),
      email: customer.email,
      checkIn,
    });
  }
  for (const language of ['en', 'ar'] as const) {
    await member(`review-${language}`, true);
    await member(`no-review-${language}`, false);
  }
  if (sameDay) {
    const moved = await page.request.put(`${MAIN_URL}/api/v1/manage/sessions/${sessionId}`, {
      headers: { authorization: `Bearer ${gymToken}` },
      data: { fromTime: earlier.time, durationMinutes: 5, force: true, skipPastTimeCheck: true },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    endsAt = Date.now() - 10 * 60_000;
  }
  for (const { bookingId } of booked.filter((one) => one.checkIn)) {
    const checked = await page.request.put(`${MAIN_URL}/api/v1/manage/bookings/${bookingId}/check-in`, {
      headers: { authorization: `Bearer ${gymToken}` },
      data: { checkedIn: true },
    });
    expect(checked.status(), await checked.text()).toBe(200);
  }
  const [enAttendee, enAbsentee, arAttendee, arAbsentee] = booked;
  members.en = { attendee: enAttendee!, absentee: enAbsentee! };
  members.ar = { attendee: arAttendee!, absentee: arAbsentee! };
  await page.close();
});

/** Until the class has ended (a few seconds more, for the clocks). */
async function classEnded(page: Page) {
  await page.waitForTimeout(Math.max(0, endsAt - Date.now() + 3_000));
}

interface Texts {
  lang: string;
  rate: (title: string) => string;
  heading: (title: string) => string;
  yourRating: string;
  gymGroup: RegExp;
  stars: (n: number) => string;
  words: string;
  send: string;
  sent: string;
  refusal: string;
  reviews: string;
  answerBox: string;
  publish: string;
  answerBy: RegExp;
}

const EN: Texts = {
  lang: 'en',
  rate: (name) => `Rate ${name}`,
  heading: (name) => `How was ${name}?`,
  yourRating: 'Your rating',
  gymGroup: /^And .* itself\?$/,
  stars: (n) => (n === 1 ? '1 star' : `${n} stars`),
  words: 'A few words (optional)',
  send: 'Send my review',
  sent: 'Thank you: your review is published.',
  refusal: 'Only those who attended this class can review it.',
  reviews: 'Reviews',
  answerBox: 'Answer publicly (once)',
  publish: 'Publish the answer',
  answerBy: /^Answer$/,
};

const AR: Texts = {
  lang: 'ar',
  rate: (name) => `قيّم ${name}`,
  heading: (name) => `كيف كانت ${name}؟`,
  yourRating: 'تقييمك',
  gymGroup: /^وماذا عن .* نفسه؟$/,
  stars: (n) => ({ 1: 'نجمة واحدة', 2: 'نجمتان', 3: '3 نجوم', 4: '4 نجوم', 5: '5 نجوم' })[n] ?? '',
  words: 'بضع كلمات (اختياري)',
  send: 'أرسل تقييمي',
  sent: 'شكرًا لك: تم نشر تقييمك.',
  refusal: 'التقييم متاح فقط لمن حضر هذه الحصة.',
  reviews: 'التقييمات',
  answerBox: 'رد علني (مرة واحدة)',
  publish: 'انشر الرد',
  answerBy: /^الرد$/,
};

/** A star as the pointer picks it: the label drawn around its radio. */
const starOf = (group: Locator, name: string) =>
  group.locator('label').filter({ has: group.page().getByRole('radio', { name }) });

async function journey(page: Page, language: 'en' | 'ar', t: Texts) {
  test.setTimeout(600_000);
  const { attendee, absentee } = members[language];
  const words = language === 'en' ? 'Loud music, great climbs.' : 'موسيقى حماسية وتمارين رائعة.';
  const answer = language === 'en' ? 'Thank you! See you on Thursday.' : 'شكرًا لك! نراك يوم الخميس.';
  await classEnded(page);

  // The attendee rates the class from their finished classes.
  await signInAs(page, attendee.email);
  await page.goto(`${MAIN_URL}/finished?lang=${t.lang}`);
  await page.getByRole('link', { name: t.rate(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${attendee.bookingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: t.heading(title) })).toBeVisible();
  const stars = page.getByRole('group', { name: t.yourRating });
  if (language === 'en') {
    // A radio group: the keyboard moves along the stars.
    await stars.getByRole('radio', { name: t.stars(1) }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
  } else {
    await starOf(stars, t.stars(4)).click();
  }
  await expect(stars.getByRole('radio', { name: t.stars(4) })).toBeChecked();
  await starOf(page.getByRole('group', { name: t.gymGroup }), t.stars(5)).click();
  await page.getByRole('textbox', { name: t.words }).fill(words);
  await expectAccessible(page);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  await expect(page.getByTestId('review').getByText(words)).toBeVisible();
  await keepPicture(page, { path: `${SHOTS}/reviewed-${language}.png`, fullPage: true });

  // A member who booked and did not come is refused.
  await signInAs(page, absentee.email);
  await page.goto(`${MAIN_URL}/review/${absentee.bookingId}?lang=${t.lang}`);
  await expect(page.getByTestId('review-refusal')).toContainText(t.refusal);
  await expect(page.getByRole('button', { name: t.send })).toHaveCount(0);

  // The gym answers on the class's page, once.
  await signInAs(page, GYM);
  await page.goto(`${MAIN_URL}/class/${classId}?lang=${t.lang}`);
  const gymView = page.getByRole('region', { name: t.reviews });
  const mine = gymView.getByTestId('review').filter({ hasText: words });
  await mine.getByRole('textbox', { name: t.answerBox }).fill(answer);
  await mine.getByRole('button', { name: t.publish }).click();
  await expect(mine.getByText(answer)).toBeVisible();
  await expect(mine.getByRole('textbox', { name: t.answerBox })).toHaveCount(0);
  await expectAccessible(page);

  // Everyone reads the answer under the review on the class's page.
  await signInAs(page, attendee.email);
  await page.goto(`${MAIN_URL}/class/${classId}?lang=${t.lang}`);
  const review = page
    .getByRole('region', { name: t.reviews })
    .getByTestId('review')
    .filter({ hasText: words });
  await expect(review.getByText(answer)).toBeVisible();
  await expect(review.getByText(t.answerBy)).toBeVisible();
  await keepPicture(page, { path: `${SHOTS}/answered-${language}.png`, fullPage: true });
}

test('an attendee rates the class, the gym answers, and one who did not come is refused', async ({
  page,
}) => {
  await journey(page, 'en', EN);
});

test('بالعربية: من حضر يقيّم الحصة، ويرد النادي، ويُرفض من لم يحضر', async ({ page }) => {
  await journey(page, 'ar', AR);
});
