import { expect, expectAccessible, KUWAIT_STORE, keepPicture, MAIN_URL, test } from '../support/app';
import { newCustomer, openCheckout, payOnSandbox, SUCCESS_CARD } from '../support/payments';

const PROGRAM = '6-Week Beginner Boxing Program';

interface Item {
  classSessionId: number;
  title: string;
  startsAt: string;
}

/** Buying a workshop books every session of its program and uses up its package. */
test('a customer buys a workshop with the sandbox card and is booked into all six sessions', async ({
  page,
}) => {
  // Registration, checkout, the gateway page and three audited screens: more than the default minute.
  test.slow();
  await newCustomer(page, 'workshop');
  const list = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: KUWAIT_STORE,
    data: { size: 100, priceModels: ['AUTOJOINWITHPACKAGE'] },
  });
  const sessions = ((await list.json()) as { data: { items: Item[] } }).data.items
    .filter((item) => item.title === PROGRAM && Date.parse(item.startsAt) > Date.now() + 3_600_000)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  expect(sessions.length).toBeGreaterThan(0);
  const first = sessions[0]!;

  await page.goto(`${MAIN_URL}/classes/${first.classSessionId}/class`);
  await expect(page.getByText('All six program workshops, booked for you.')).toBeVisible();
  await page.getByRole('button', { name: 'BUY PROGRAM' }).click();
  await expect(page).toHaveURL(new RegExp(`/membership/${first.classSessionId}/`));
  const dialog = await openCheckout(page, PROGRAM);
  await expect(dialog.getByTestId('checkout-total')).toHaveText('45.000 KWD');
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandbox(page, SUCCESS_CARD);
  const success = page.getByTestId('payment-success');
  await expect(success.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    success.getByText('you are booked into every session of the program', { exact: false }),
  ).toBeVisible();
  // The confirmation lists every session booked, not only the first.
  const booked = success.getByTestId('program-sessions');
  await expect(booked).toContainText('You are booked on all 6 sessions');
  await expect(booked.getByRole('listitem')).toHaveCount(6);
  await expect(booked.getByRole('link', { name: PROGRAM })).toHaveCount(6);
  await keepPicture(page, { path: '/tmp/shots-waitlist/workshop-paid-1366.png', fullPage: true });

  // The schedule lists every session of the program, each once.
  await page.goto(`${MAIN_URL}/upcoming`);
  const rows = page.getByTestId('class-row').filter({ hasText: PROGRAM });
  await expect(rows).toHaveCount(6);
  // Each session is part of the one purchase, not a charge of its own.
  await expect(rows.filter({ hasText: 'Part of your program' })).toHaveCount(6);
  await expect(rows.filter({ hasText: '45.000 KWD' })).toHaveCount(0);
  // Cancelling a later session says what really happens: it goes back to the program.
  await rows
    .last()
    .getByRole('button', { name: `Cancel ${PROGRAM}` })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel class' });
  await expect(cancel.getByText('This session goes back to your program', { exact: false })).toBeVisible();
  await expect(cancel.getByText(/credits? back|returns your/)).toHaveCount(0);
  await cancel.getByRole('button', { name: 'Keep my booking' }).click();
  await expect(cancel).toBeHidden();
  await expectAccessible(page);
  await keepPicture(page, { path: '/tmp/shots-waitlist/workshop-upcoming-1366.png', fullPage: true });

  // The program is one purchase with its sessions, not a pack with nothing left.
  await page.goto(`${MAIN_URL}/membership`);
  const owned = page.getByTestId('user-package').filter({ hasText: PROGRAM });
  await expect(owned.getByTestId('program-booked')).toContainText(
    'One purchase: every session of the program is booked for you.',
  );
  await expect(owned.getByTestId('credits-balance')).toHaveCount(0);
  await expect(owned.getByText('0 classes left')).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepPicture(page, { path: '/tmp/shots-waitlist/workshop-membership-390.png', fullPage: true });
  await page.goto(`${MAIN_URL}/upcoming`);
  await expect(rows).toHaveCount(6);
  await keepPicture(page, { path: '/tmp/shots-waitlist/workshop-upcoming-390.png', fullPage: true });
});
