import type { PurchaseResultDto, TransactionDto } from '@kinetic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  bookings,
  creditLedger,
  packages,
  promoCodes,
  purchases,
  subscriptions,
  userPackages,
  walletLedger,
  wallets,
} from '../db/schema';
import { SANDBOX_CARDS } from '../providers/payments/sandbox-cards';
import type { TestApp } from './test-app';

/** Helpers of the payment tests: seeded packages and promos, buying, paying on the sandbox page. */
export { SANDBOX_CARDS };

export async function packageId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: packages.id }).from(packages).where(eq(packages.name, name));
  if (!row) throw new Error(`no package ${name}`);
  return row.id;
}

export async function promoId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.name, name));
  if (!row) throw new Error(`no promo ${name}`);
  return row.id;
}

export async function buy(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.call<PurchaseResultDto>({ method: 'POST', url: '/api/v1/purchases', token, payload, headers });
}

export async function transaction(t: TestApp, token: string, referenceId: string) {
  const { status, body } = await t.call<TransactionDto>({
    method: 'GET',
    url: `/api/v1/transactions/${referenceId}`,
    token,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/**
 * Opens the sandbox page, submits the card as a browser would, and follows the redirect to our
 * callback; returns where the browser ends up.
 */
export async function payOnSandbox(t: TestApp, paymentUrl: string, card: string, mode = 'CARD') {
  const page = await t.app.inject({ method: 'GET', url: paymentUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Card number');
  const submit = await t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mode, cardNumber: card }).toString(),
  });
  if (submit.statusCode !== 303) return { submit, location: null as string | null };
  const callback = await t.app.inject({ method: 'GET', url: submit.headers.location as string });
  return { submit, callback, location: callback.headers.location as string | null };
}

export const sandboxId = (paymentUrl: string) =>
  new URL(paymentUrl, 'http://sandbox').pathname.split('/').at(-1)!;

export async function purchaseRow(t: TestApp, referenceId: string) {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.referenceId, referenceId));
  return row!;
}

export async function userPackagesOf(t: TestApp, userId: number) {
  return t.database.db.select().from(userPackages).where(eq(userPackages.userId, userId));
}

export async function bookingsOf(t: TestApp, userId: number, sessionId: number) {
  return t.database.db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.userId, userId), eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED')),
    );
}

export async function creditLedgerOf(t: TestApp, userId: number) {
  return t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}

/** The customer's balance in one currency, and the sum of that currency's ledger rows. */
export async function walletOf(t: TestApp, userId: number, currencyCode = 'KWD') {
  const [row] = await t.database.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.currencyCode, currencyCode)));
  const [sum] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${walletLedger.delta}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.currencyCode, currencyCode)));
  return { balance: row?.balance ?? 0, ledgerSum: sum?.n ?? 0 };
}

export async function setWallet(t: TestApp, userId: number, balance: number, currencyCode = 'KWD') {
  await t.database.db
    .insert(wallets)
    .values({ userId, currencyCode, balance })
    .onConflictDoUpdate({ target: [wallets.userId, wallets.currencyCode], set: { balance } });
  await t.database.db
    .insert(walletLedger)
    .values({ userId, delta: balance, balanceAfter: balance, currencyCode, reason: 'GRANT' });
}

/**
 * A subscription's package ends now (a second ago): the package it paid for last expires, which makes
 * the subscription due (a subscription renews when its package ends).
 */
export async function endSubscribedPackage(
  t: TestApp,
  subscriptionId: number,
  at = new Date(Date.now() - 1000),
) {
  const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  await t.database.db
    .update(userPackages)
    .set({ expiresAt: at })
    .where(eq(userPackages.id, sub!.userPackageId!));
}
