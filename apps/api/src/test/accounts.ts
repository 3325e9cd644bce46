import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@kinetic/domain';
import { desc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { outboxEmails } from '../db/schema';
import { sendDueMail } from '../modules/mail';
import { createOutboxMailer } from '../providers/mail/outbox-mailer';
import type { TestApp } from './test-app';

/** Helpers shared by the account tests: seeded demo users, fresh registrations, row counts, mail. */
export const DEMO = {
  customer: 'customer@kinetic.test',
  trainer: 'trainer@kinetic.test',
  gym: 'gym@kinetic.test',
  password: 'Kinetic123',
} as const;

export const PASSWORD = 'secret12';
export const PRIME = { host: 'prime.localhost' };

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    storeId: 1,
    firstName: 'Dana',
    lastName: 'Saleh',
    email: uniqueEmail(),
    mobile: '96550001111',
    password: PASSWORD,
    gender: 'FEMALE',
    userType: 1,
    ...overrides,
  };
}

/** A valid trainer registration (POST /auth/register with userType 2). */
export const trainerBody = (overrides: Record<string, unknown> = {}) =>
  customerBody({
    userType: 2,
    nationality: 'Kuwaiti',
    trainerType: 'FREELANCER',
    trainerClassRate: 12_000,
    certificates: ['REPs Level 3'],
    userDetailMappingList: [{ classCategoryId: 1 }],
    ...overrides,
  });

/** A valid gym registration (POST /auth/register/gym). */
export const gymBody = (overrides: Record<string, unknown> = {}) => ({
  studioName: 'Harbour Strength',
  website: 'https://harbour.example',
  classType: 'Strength',
  storeId: 1,
  noOfBranches: 2,
  price: 15_000,
  monthlyPrice: 35_000,
  yearlyPrice: 300_000,
  firstName: 'Bader',
  lastName: 'Al-Fahad',
  email: uniqueEmail('gym'),
  mobile: '96522003300',
  password: PASSWORD,
  role: 'OWNER',
  ...overrides,
});

export async function registerCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<LoginResult> {
  const { status, body } = await t.call<LoginResult>({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: customerBody(overrides),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

export function login(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.call<LoginResult>({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers,
  });
}

export async function loginToken(t: TestApp, email: string, password: string): Promise<string> {
  const { status, body } = await login(t, email, password);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.token;
}

export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const result = await t.database.db.execute(
    sql.raw(`select count(*)::int as n from "${getTableName(table)}"`),
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

export async function latestMailTo(t: TestApp, to: string) {
  // Mail goes through the queue; send what is due, as the mail job does, to the local outbox.
  await sendDueMail(t.database.db, createOutboxMailer(t.database.db));
  const [row] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return row;
}

/** 401 for a token that no longer works. */
export async function expectSignedOut(t: TestApp, token: string) {
  const { status } = await t.call({ method: 'GET', url: '/api/v1/users/me', token });
  expect(status).toBe(401);
}

export async function expectSignedIn(t: TestApp, token: string) {
  const { status } = await t.call({ method: 'GET', url: '/api/v1/users/me', token });
  expect(status).toBe(200);
}

/** data.fields of a 400 envelope (one message per invalid field). */
export function fieldsOf(body: { data: unknown }): Record<string, string> {
  return (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
}
