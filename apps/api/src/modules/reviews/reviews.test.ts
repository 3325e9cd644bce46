import { NOTIFICATION_TYPE, REVIEW_MSG, REVIEW_MSG_AR, renderNotification } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, fitnessClasses, mailQueue, notifications } from '../../db/schema';
import {
  classIdOf,
  createCustomer,
  gymTokenOf,
  makeSession,
  setSession,
  tokenFor,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { askForReviews } from './ask.service';

const CLASS = 'Power Spin 45';
const HOUR = 3_600_000;

/**
 * Ratings and reviews (docs/adr/0043): an attendee rates an ended class once; others are refused;
 * the gym answers once; a report reaches the gym, which hides the review, and the class's counters
 * (what the class list sorts and filters by) follow; the ask after the class goes once.
 */
describe('ratings and reviews', () => {
  let t: TestApp;
  let gymToken: string;
  let classId: number;
  beforeAll(async () => {
    t = await createTestApp();
    gymToken = await gymTokenOf(t, CLASS);
    classId = await classIdOf(t, CLASS);
  });
  afterAll(() => t.close());

  function request(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    payload?: object,
    language = 'en',
  ) {
    return t.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  }
  const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
  async function book(token: string, classSessionId: number): Promise<number> {
    const answer = await request('POST', '/api/v1/bookings', token, { classSessionId });
    expect(answer.statusCode, answer.body).toBe(201);
    return dataOf<{ booking: { id: number } }>(answer).booking.id;
  }
  /** A session booked by `attendee` (checked in by the gym) and `absentee` (never came), now in progress. */
  async function attendedSession() {
    const sessionId = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    const attendee = await createCustomer(t, { credits: 10 });
    const absentee = await createCustomer(t, { credits: 10 });
    const attended = await book(attendee.token, sessionId);
    const missed = await book(absentee.token, sessionId);
    await setSession(t, sessionId, {
      startsAt: new Date(Date.now() - HOUR / 2),
      endsAt: new Date(Date.now() + HOUR / 2),
    });
    const checkIn = await request('PUT', `/api/v1/manage/bookings/${attended}/check-in`, gymToken, {
      checkedIn: true,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    return { sessionId, attendee, absentee, attended, missed };
  }
  const ended = (sessionId: number) =>
    setSession(t, sessionId, {
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
  const counters = async () => {
    const [row] = await t.database.db
      .select({ count: fitnessClasses.ratingCount, total: fitnessClasses.ratingTotal })
      .from(fitnessClasses)
      .where(eq(fitnessClasses.id, classId));
    return row!;
  };

  it('an attendee rates an ended class once; a non-attendee, a stranger and the class’s own trainer are refused', async () => {
    const { sessionId, attendee, absentee, attended, missed } = await attendedSession();
    const before = await counters();

    const tooSoon = await request('POST', `/api/v1/bookings/${attended}/review`, attendee.token, {
      rating: 4,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'REVIEW_NOT_ENDED', errorMessage: REVIEW_MSG.notEnded });

    await ended(sessionId);
    const form = dataOf<{ refusal: string | null; className: string }>(
      await request('GET', `/api/v1/bookings/${attended}/review`, attendee.token),
    );
    expect(form).toMatchObject({ refusal: null, className: CLASS });

    const written = await request('POST', `/api/v1/bookings/${attended}/review`, attendee.token, {
      rating: 4,
      body: '  Great energy, loud music.  ',
      gymRating: 5,
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(dataOf(written)).toMatchObject({
      rating: 4,
      gymRating: 5,
      body: 'Great energy, loud music.',
      reply: null,
    });
    expect(await counters()).toEqual({ count: before.count + 1, total: before.total + 4 });

    const again = await request('POST', `/api/v1/bookings/${attended}/review`, attendee.token, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: '0004', errorMessage: REVIEW_MSG.exists });

    const absent = await request(
      'POST',
      `/api/v1/bookings/${missed}/review`,
      absentee.token,
      { rating: 1 },
      'ar',
    );
    expect(absent.statusCode).toBe(403);
    expect(absent.json()).toMatchObject({
      code: 'REVIEW_NOT_ATTENDED',
      errorMessage: REVIEW_MSG_AR.notAttended,
    });
    const absentForm = dataOf<{ refusal: string }>(
      await request('GET', `/api/v1/bookings/${missed}/review`, absentee.token),
    );
    expect(absentForm.refusal).toBe(REVIEW_MSG.notAttended);

    const stranger = await request('POST', `/api/v1/bookings/${attended}/review`, absentee.token, {
      rating: 1,
    });
    expect(stranger.statusCode).toBe(404);

    const badStars = await request('POST', `/api/v1/bookings/${missed}/review`, absentee.token, {
      rating: 6,
    });
    expect(badStars.statusCode).toBe(400);

    // The session's own trainer, booked into it and checked in, still may not rate it.
    const [session] = await t.database.db.select().from(bookings).where(eq(bookings.id, attended));
    const trainerId = (await t.app.inject({ method: 'GET', url: `/api/v1/classes/${classId}` })).json().data
      .timings[0].trainerId as number;
    const [own] = await t.database.db
      .insert(bookings)
      .values({
        sessionId: session!.sessionId,
        userId: trainerId,
        checkedInAt: new Date(Date.now() - 90 * 60_000),
      })
      .returning({ id: bookings.id });
    const ownReview = await request(
      'POST',
      `/api/v1/bookings/${own!.id}/review`,
      await tokenFor(t, trainerId),
      {
        rating: 5,
      },
    );
    expect(ownReview.statusCode).toBe(403);
    expect(ownReview.json()).toMatchObject({ code: 'REVIEW_OWN_CLASS' });

    const page = dataOf<{ average: number; count: number; items: { body: string; author: string }[] }>(
      await request('GET', `/api/v1/classes/${classId}/reviews`, null),
    );
    expect(page.count).toBe(before.count + 1);
    expect(page.items[0]).toMatchObject({ body: 'Great energy, loud music.', author: 'Test C.' });
    const gymPage = dataOf<{ gym: { average: number; count: number } }>(
      await request('GET', `/api/v1/gyms/${await gymId()}/reviews`, null),
    );
    expect(gymPage.gym.count).toBeGreaterThanOrEqual(1);
  });

  async function gymId(): Promise<number> {
    const [row] = await t.database.db
      .select({ gymUserId: fitnessClasses.gymUserId })
      .from(fitnessClasses)
      .where(eq(fitnessClasses.id, classId));
    return row!.gymUserId!;
  }

  it('the gym answers once; a report reaches the gym, which hides the review and the class’s counters follow', async () => {
    const { sessionId, attendee, absentee, attended } = await attendedSession();
    await ended(sessionId);
    const review = dataOf<{ id: number }>(
      await request('POST', `/api/v1/bookings/${attended}/review`, attendee.token, {
        rating: 2,
        body: 'Too crowded',
      }),
    );
    const before = await counters();

    const byCustomer = await request('PUT', `/api/v1/reviews/${review.id}/reply`, absentee.token, {
      reply: 'Hi',
    });
    expect(byCustomer.statusCode).toBe(403);
    const answered = await request('PUT', `/api/v1/reviews/${review.id}/reply`, gymToken, {
      reply: 'Sorry: we capped the class at 20 since.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(dataOf(answered)).toMatchObject({ reply: 'Sorry: we capped the class at 20 since.' });
    const twice = await request('PUT', `/api/v1/reviews/${review.id}/reply`, gymToken, { reply: 'Again' });
    expect(twice.json()).toMatchObject({ statusCode: 409, code: 'REVIEW_ANSWERED' });
    // The author's bell tells them, once, and leads to the class.
    const bell = dataOf<{ items: { notificationTypeId: number; message: Record<string, unknown> }[] }>(
      await request('GET', '/api/v1/notifications', attendee.token),
    ).items.filter((item) => item.notificationTypeId === NOTIFICATION_TYPE.reviewAnswered);
    expect(bell).toHaveLength(1);
    expect(renderNotification(bell[0]!, 'en', 'Fit Hub')).toMatch(/^Fit Hub answered your review of .+\.$/);
    expect(renderNotification(bell[0]!, 'ar', 'Fit Hub')).toMatch(/^ردّ Fit Hub على تقييمك لحصة .+\.$/);
    expect(bell[0]!.message).toMatchObject({ classSessionId: sessionId });

    const reported = await request('POST', `/api/v1/reviews/${review.id}/report`, absentee.token, {
      reason: 'Not about the class',
    });
    expect(reported.statusCode).toBe(201);
    const reportedTwice = await request('POST', `/api/v1/reviews/${review.id}/report`, absentee.token, {
      reason: 'Again',
    });
    expect(reportedTwice.statusCode).toBe(409);
    const list = dataOf<{ items: { id: number; reports: { reason: string }[]; hidden: boolean }[] }>(
      await request('GET', '/api/v1/manage/reviews/reported', gymToken),
    );
    expect(list.items.find((item) => item.id === review.id)).toMatchObject({
      reports: [{ reason: 'Not about the class' }],
      hidden: false,
    });

    const noReason = await request('PUT', `/api/v1/manage/reviews/${review.id}/hidden`, gymToken, {
      hidden: true,
    });
    expect(noReason.statusCode).toBe(400);
    const byOther = await request('PUT', `/api/v1/manage/reviews/${review.id}/hidden`, absentee.token, {
      hidden: true,
      reason: 'x',
    });
    expect(byOther.statusCode).toBe(403);
    const hidden = await request('PUT', `/api/v1/manage/reviews/${review.id}/hidden`, gymToken, {
      hidden: true,
      reason: 'Off topic',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await counters()).toEqual({ count: before.count - 1, total: before.total - 2 });
    const hiddenAgain = await request('PUT', `/api/v1/manage/reviews/${review.id}/hidden`, gymToken, {
      hidden: true,
      reason: 'Off topic',
    });
    expect(hiddenAgain.statusCode).toBe(200);
    expect(await counters()).toEqual({ count: before.count - 1, total: before.total - 2 });
    const page = dataOf<{ items: { id: number }[] }>(
      await request('GET', `/api/v1/classes/${classId}/reviews?size=100`, null),
    );
    expect(page.items.map((item) => item.id)).not.toContain(review.id);

    await request('PUT', `/api/v1/manage/reviews/${review.id}/hidden`, gymToken, { hidden: false });
    expect(await counters()).toEqual(before);
  });

  it('the class list filters by minimum stars and sorts best rated first; the gym’s report rates each trainer', async () => {
    const { sessionId, attendee, attended } = await attendedSession();
    await ended(sessionId);
    await request('POST', `/api/v1/bookings/${attended}/review`, attendee.token, { rating: 5 });
    const { count, total } = await counters();
    const average = Math.round((total / count) * 10) / 10;
    const list = (body: object) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v1/classes/list',
          payload: { includePast: true, size: 100, ...body },
        })
        .then((r) =>
          dataOf<{ items: { classId: number; ratingAverage: number | null; ratingCount: number }[] }>(r),
        );

    const rated = await list({ minRating: Math.floor(average), classId });
    expect(rated.items[0]).toMatchObject({ classId, ratingAverage: average, ratingCount: count });
    expect((await list({ minRating: 5, classId })).items).toHaveLength(average >= 5 ? rated.items.length : 0);
    const best = await list({ sort: 'rating' });
    expect(best.items[0]!.ratingAverage).toBe(Math.max(...best.items.map((item) => item.ratingAverage ?? 0)));

    const report = dataOf<{ rows: { count: number; stars: number[] }[] }>(
      await request('GET', '/api/v1/manage/reports/ratings', gymToken),
    );
    expect(report.rows.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(count);
    const csv = await request('GET', '/api/v1/manage/reports/ratings?format=csv', gymToken);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('Trainer,Reviews,Average');
  });

  it('asks each attendee of an ended class once, by bell and e-mail, and not the absent', async () => {
    const { sessionId, attendee, absentee, attended, missed } = await attendedSession();
    await ended(sessionId);
    expect((await askForReviews(t.database.db)).asked).toBeGreaterThanOrEqual(1);
    expect((await askForReviews(t.database.db)).asked).toBe(0);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, attendee.userId), eq(notifications.notificationTypeId, 39)));
    expect(told).toHaveLength(1);
    expect(told[0]!.objectDataId).toBe(attended);
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, attendee.userId));
    expect(mails.filter((mail) => mail.kind === 'REVIEW_REQUESTED')).toHaveLength(1);
    expect(mails.find((mail) => mail.kind === 'REVIEW_REQUESTED')!.htmlBody).toContain(`/review/${attended}`);

    const [absent] = await t.database.db.select().from(bookings).where(eq(bookings.id, missed));
    expect(absent!.reviewAskedAt).toBeNull();
    const absentTold = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, absentee.userId), eq(notifications.notificationTypeId, 39)));
    expect(absentTold).toHaveLength(0);
  });
});
