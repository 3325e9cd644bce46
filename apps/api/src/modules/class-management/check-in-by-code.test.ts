import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_ATTEMPTS_PER_MINUTE,
  CHECK_IN_CODE_LENGTH,
  errorMessage,
  NOTIFICATION_TYPES,
  zonedParts,
} from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookCustomer,
  createClass,
  joinTeam,
  newGym,
  newTrainer,
  notificationsOf,
  sessionsOfClass,
  startsSoon,
} from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The customer shows their booking's code as a QR code; the desk scans it to check them in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Participant {
  bookingId: number;
  name: string;
  checkedIn: boolean;
}
interface Refusal {
  errorMessage: string;
  code?: string;
  data: { checkedInAt?: string; bookingId?: number; name?: string; time?: string } | null;
}

async function classWithTrainer() {
  const gym = await newGym(t);
  const trainer = await newTrainer(t);
  await joinTeam(t, gym, trainer);
  const { classId } = await createClass(t, gym.token, { trainerId: trainer.userId });
  const [session] = await sessionsOfClass(t, classId);
  return { gym, trainer, sessionId: session!.id };
}

const codeOf = (token: string, bookingId: number) =>
  t.call<{ bookingId: number; code: string }>({
    method: 'GET',
    url: `/api/v1/bookings/${bookingId}/check-in-code`,
    token,
  });

const scan = (token: string, sessionId: number, code: string, language?: string) =>
  t.call<{ participant: Participant; checkedInAt: string } & Refusal>({
    method: 'POST',
    url: `/api/v1/manage/sessions/${sessionId}/check-in-by-code`,
    token,
    payload: { code },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

const participants = (token: string, sessionId: number) =>
  t.call<Participant[]>({ method: 'GET', url: `/api/v1/manage/sessions/${sessionId}/participants`, token });

/** A booked customer and the code they see on their booking. */
async function bookedWithCode(sessionId: number) {
  const customer = await bookCustomer(t, sessionId);
  const own = await codeOf(customer.token, customer.bookingId);
  expect(own.status).toBe(200);
  return { ...customer, code: own.body.data.code };
}

describe('check-in codes', () => {
  it('gives every booking its own unguessable code, shown to its owner only', async () => {
    const { gym, trainer, sessionId } = await classWithTrainer();
    const first = await bookedWithCode(sessionId);
    const second = await bookedWithCode(sessionId);
    for (const { code } of [first, second]) {
      expect(code).toHaveLength(CHECK_IN_CODE_LENGTH);
      expect([...code].every((c) => CHECK_IN_CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(first.code).not.toBe(second.code);

    // Another customer's booking is as good as none; partners are not told codes, they scan them.
    const stranger = await createCustomer(t);
    expect((await codeOf(stranger.token, first.bookingId)).status).toBe(404);
    expect((await codeOf(gym.token, first.bookingId)).status).toBe(403);
    expect((await codeOf(trainer.token, first.bookingId)).status).toBe(403);
    const list = await participants(gym.token, sessionId);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(first.code);

    // A cancelled booking has no code to show.
    const cancelled = await t.call({
      method: 'DELETE',
      url: `/api/v1/bookings/${second.bookingId}`,
      token: second.token,
    });
    expect(cancelled.status).toBe(200);
    expect((await codeOf(second.token, second.bookingId)).status).toBe(404);
  });

  it('makes distinct codes of the alphabet in the database, whoever inserts the booking', async () => {
    const result = await t.database.db.execute(
      sql`select kinetic_check_in_code() as code from generate_series(1, 2000)`,
    );
    const codes = (result as unknown as { rows: { code: string }[] }).rows;
    expect(new Set(codes.map((r) => r.code)).size).toBe(2000);
    const shape = new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`);
    expect(codes.every((r) => shape.test(r.code))).toBe(true);
    // Every character of the alphabet turns up: the bits are not stuck (2000 × 12 draws of 32).
    expect(new Set(codes.flatMap((r) => [...r.code])).size).toBe(CHECK_IN_CODE_ALPHABET.length);
  });
});

describe('checking in by code', () => {
  it('checks the right code in once; a second scan says who was checked in and when', async () => {
    const { gym, trainer, sessionId } = await classWithTrainer();
    const customer = await bookedWithCode(sessionId);
    await startsSoon(t, sessionId);

    // Typed as read out: lower case, in groups.
    const typed = customer.code
      .toLowerCase()
      .match(/.{1,4}/g)!
      .join('-');
    const first = await scan(trainer.token, sessionId, ` ${typed} `);
    expect(first.status).toBe(200);
    expect(first.body.data.participant).toMatchObject({
      bookingId: customer.bookingId,
      name: 'Test Customer',
      checkedIn: true,
    });
    expect((await participants(gym.token, sessionId)).body.data).toEqual([
      expect.objectContaining({ bookingId: customer.bookingId, checkedIn: true }),
    ]);
    const notes = await notificationsOf(t, customer.userId);
    expect(notes.filter((n) => n.notificationTypeId === NOTIFICATION_TYPES.checkedIn.id)).toHaveLength(1);

    const again = await scan(gym.token, sessionId, customer.code);
    expect(again.status).toBe(409);
    const at = first.body.data.checkedInAt;
    const time = zonedParts(new Date(at), 'Asia/Kuwait').time;
    expect(again.body).toMatchObject({
      code: 'ALREADY_CHECKED_IN',
      errorMessage: `This code has already been used: Test Customer was checked in at ${time}.`,
      data: { checkedInAt: at, bookingId: customer.bookingId, name: 'Test Customer', time },
    });
    const arabic = await scan(gym.token, sessionId, customer.code, 'ar');
    expect(arabic.status).toBe(409);
    expect(arabic.body.errorMessage).toBe(`استُخدم هذا الرمز من قبل: سُجّل حضور Test Customer الساعة ${time}.`);
    // Still one check-in, one notification.
    const after = await notificationsOf(t, customer.userId);
    expect(after.filter((n) => n.notificationTypeId === NOTIFICATION_TYPES.checkedIn.id)).toHaveLength(1);
  });

  it('of two scans of one code at once, one checks in and the other is told it was used', async () => {
    const { gym, trainer, sessionId } = await classWithTrainer();
    const customer = await bookedWithCode(sessionId);
    await startsSoon(t, sessionId);
    const both = await Promise.all([
      scan(gym.token, sessionId, customer.code),
      scan(trainer.token, sessionId, customer.code),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses another class's code, a made-up one and a cancelled booking's, as not of this class", async () => {
    const { gym, sessionId } = await classWithTrainer();
    const other = await classWithTrainer();
    const elsewhere = await bookedWithCode(other.sessionId);
    const mine = await bookedWithCode(sessionId);
    await startsSoon(t, sessionId);
    await startsSoon(t, other.sessionId);

    const wrongClass = await scan(gym.token, sessionId, elsewhere.code);
    expect(wrongClass.status).toBe(404);
    expect(wrongClass.body).toMatchObject({
      code: 'CHECK_IN_CODE_UNKNOWN',
      errorMessage: errorMessage('CHECK_IN_CODE_UNKNOWN'),
    });
    expect((await participants(other.gym.token, other.sessionId)).body.data[0]!.checkedIn).toBe(false);
    for (const madeUp of ['NOTACODE', `${mine.code}X`, 'https://example.com/']) {
      const refused = await scan(gym.token, sessionId, madeUp);
      expect(refused.status, madeUp).toBe(404);
    }
    expect((await scan(gym.token, sessionId, '')).status).toBe(400);

    await t.call({ method: 'DELETE', url: `/api/v1/bookings/${mine.bookingId}`, token: mine.token });
    const cancelled = await scan(gym.token, sessionId, mine.code);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.errorMessage).toBe(errorMessage('BOOKING_ALREADY_CANCELED'));
  });

  it('stops an account guessing codes: more codes than a minute allows answer 429', async () => {
    const { gym, sessionId } = await classWithTrainer();
    await startsSoon(t, sessionId);
    let last = await scan(gym.token, sessionId, 'AAAA-AAAA-AAAA');
    for (let i = 1; i < CHECK_IN_CODE_ATTEMPTS_PER_MINUTE; i++) {
      last = await scan(gym.token, sessionId, 'AAAA-AAAA-AAAA');
    }
    expect(last.status).toBe(404);
    const stopped = await scan(gym.token, sessionId, 'AAAA-AAAA-AAAA');
    expect(stopped.status).toBe(429);
    expect(stopped.body.errorMessage).toBe(errorMessage('TOO_MANY_REQUESTS'));
  });

  it('refuses more than an hour before the start, and leaves the code unused', async () => {
    const { trainer, sessionId } = await classWithTrainer();
    const customer = await bookedWithCode(sessionId);
    // The class is days ahead: the door has not opened.
    const early = await scan(trainer.token, sessionId, customer.code);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'CHECK_IN_TOO_EARLY',
      errorMessage: errorMessage('CHECK_IN_TOO_EARLY'),
    });
    await startsSoon(t, sessionId, 61);
    expect((await scan(trainer.token, sessionId, customer.code)).status).toBe(409);
    await startsSoon(t, sessionId, 59);
    expect((await scan(trainer.token, sessionId, customer.code)).status).toBe(200);
  });

  it('refuses whoever does not run the class: another gym, a trainer not teaching it, a customer', async () => {
    const { gym, sessionId } = await classWithTrainer();
    const customer = await bookedWithCode(sessionId);
    await startsSoon(t, sessionId);
    const strangerGym = await newGym(t);
    const strangerTrainer = await newTrainer(t);
    const byGym = await scan(strangerGym.token, sessionId, customer.code);
    expect(byGym.status).toBe(403);
    expect(byGym.body.errorMessage).toBe(errorMessage('NOT_YOUR_CLASS'));
    expect((await scan(strangerTrainer.token, sessionId, customer.code)).status).toBe(403);
    expect((await scan(customer.token, sessionId, customer.code)).status).toBe(403);
    expect((await scan(strangerGym.token, 999_999, customer.code)).status).toBe(404);
    expect((await participants(gym.token, sessionId)).body.data[0]!.checkedIn).toBe(false);
  });
});
