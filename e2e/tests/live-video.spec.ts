import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { addSlotSoon, apiToken, bookByApi, createClassByApi } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

// A fake camera and microphone, allowed without a prompt; loopback candidates let two contexts of
// this one browser reach each other with no STUN server (the local provider's iceServers: []).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  },
});

const NOT_BOOKED = 'Only customers booked in this class and its trainer can join the live class.';

async function customerPage(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await newCustomer(page, prefix);
  return { page, token: customer.token, close: () => context.close() };
}

/** The video's frame size and playing time, as the browser reports them. */
const playback = (page: Page) =>
  page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => ({
    width: video.videoWidth,
    time: video.currentTime,
  }));

test('a trainer streams a live class to a booked customer; a customer who did not book is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The trainer's own video class, with a session a few minutes from now (whatever the hour).
  const trainerToken = await apiToken(page, 'trainer@kinetic.test');
  const title = `Live Stretch ${Date.now().toString(36)}`;
  const classId = await createClassByApi(page, trainerToken, {
    title,
    priceModel: 'VIRTUAL',
    videoClass: true,
  });
  const slot = await addSlotSoon(page, trainerToken, classId, 5);

  const viewer = await customerPage(browser, 'live-viewer');
  await buyByApi(viewer.page, viewer.token, TEN_CREDITS);
  await bookByApi(viewer.page, viewer.token, slot.classSessionId);

  // The trainer finds the session in their own classes of the day, opens its live page and starts:
  // their own preview and the participant count.
  await signInAs(page, 'trainer@kinetic.test');
  await page.goto(`${MAIN_URL}/trainer/classes?date=${slot.classDate}`);
  await page.getByRole('link', { name: `Start live class ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Start live class' }).click();
  // The fake camera can take a while to start on a busy machine.
  await expect(page.getByTestId('live-preview')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('live-participants')).toHaveText('0 of 1 booked customers watching');
  await expectAccessible(page);
  // 'End live class' was red text on red; it is white on red now, whatever axe computes.
  const endColours = await page
    .getByRole('button', { name: 'End live class' })
    .evaluate((button) => [getComputedStyle(button).color, getComputedStyle(button).backgroundColor]);
  expect(endColours[0]).toBe('rgb(255, 255, 255)');
  expect(endColours[1]).not.toBe(endColours[0]);

  // The booked customer, in another browser context, joins from the class page and sees the video.
  await viewer.page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/class`);
  await viewer.page.getByRole('link', { name: 'Join live class' }).click();
  await expect(viewer.page).toHaveURL(new RegExp(`/live/${slot.classSessionId}$`));
  await expect(viewer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(viewer.page.getByTestId('live-video')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await playback(viewer.page)).width, { timeout: 20_000 }).toBeGreaterThan(0);
  const before = (await playback(viewer.page)).time;
  await expect
    .poll(async () => (await playback(viewer.page)).time, { timeout: 10_000 })
    .toBeGreaterThan(before);
  await expect(page.getByTestId('live-participants')).toHaveText('1 of 1 booked customers watching');
  await expectAccessible(viewer.page);
  await keepPicture(viewer.page, { path: test.info().outputPath('viewer.png') });

  // The trainer ends the class: the customer is back to waiting.
  await page.getByRole('button', { name: 'End live class' }).click();
  await expect(viewer.page.getByTestId('live-waiting')).toHaveText(
    'Waiting for the trainer to join the live class…',
  );
  await viewer.close();

  // A customer who did not book is told why.
  const stranger = await customerPage(browser, 'live-stranger');
  await stranger.page.goto(`${MAIN_URL}/live/${slot.classSessionId}`);
  await expect(stranger.page.getByTestId('live-refusal')).toContainText(NOT_BOOKED);
  await expect(stranger.page.getByTestId('live-video')).toHaveCount(0);
  await expectAccessible(stranger.page);

  // SPEC 1: no live video in a phone's browser.
  await stranger.page.setViewportSize({ width: 375, height: 800 });
  await expect(stranger.page.getByTestId('live-mobile-note')).toContainText(
    'Please use the desktop site or the app.',
  );
  await stranger.close();
});
