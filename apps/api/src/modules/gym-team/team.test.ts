import { errorMessage, localisedErrorMessage, NOTIFICATION_TYPE } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, users } from '../../db/schema';
import {
  classBody,
  createClass,
  joinTeam,
  newGym,
  newTrainer,
  notificationsOf,
  sessionsOfClass,
} from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

type Member = {
  trainerId: number;
  name: string;
  status: string;
  joinedAt: string | null;
  upcomingSessions: number;
};
type MyGym = { gymId: number; name: string; status: string; upcomingSessions: number };

/**
 * A gym names only trainers who accepted its invitation. Before the team existed a gym could
 * put any trainer on its classes, unasked and untold.
 */
describe('a gym’s team: invitation, consent, leaving', () => {
  let t: TestApp;
  let gym: Awaited<ReturnType<typeof newGym>>;
  let otherGym: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;

  beforeAll(async () => {
    t = await createTestApp();
    gym = await newGym(t);
    otherGym = await newGym(t);
    trainer = await newTrainer(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Ali', lastName: 'Hassan' })
      .where(eq(users.id, trainer.userId));
    await t.database.db
      .update(users)
      .set({ firstName: 'Pulse', lastName: 'Studio' })
      .where(eq(users.id, gym.userId));
  });
  afterAll(() => t.close());

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

  it('refuses a trainer who is not on the gym’s team, in the caller’s language', async () => {
    const body = await classBody(t, { trainerId: trainer.userId });
    const refused = await call(gym.token, 'POST', '/manage/classes', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorMessage: errorMessage('NOT_ON_TEAM') });
    const arabic = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: gym.token,
      payload: body,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body).toMatchObject({ errorMessage: localisedErrorMessage('NOT_ON_TEAM', 'ar') });
    expect(await notificationsOf(t, trainer.userId)).toEqual([]);
  });

  it('finds trainer accounts to invite by name, and no customers', async () => {
    const found = await call<{ id: number; name: string }[]>(
      gym.token,
      'GET',
      '/manage/team/candidates?search=ali%20has',
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: trainer.userId, name: 'Ali Hassan' })]),
    );
    const customer = await createCustomer(t);
    const invited = await call(gym.token, 'POST', '/manage/team/invitations', { trainerId: customer.userId });
    expect(invited.status).toBe(400);
    expect(invited.body).toMatchObject({ errorMessage: errorMessage('NOT_A_TRAINER') });
  });

  it('invites: the trainer hears of it in the bell and by e-mail, and sees it in My gyms', async () => {
    const invited = await call<Member>(gym.token, 'POST', '/manage/team/invitations', {
      trainerId: trainer.userId,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ trainerId: trainer.userId, status: 'INVITED', joinedAt: null });

    const again = await call(gym.token, 'POST', '/manage/team/invitations', { trainerId: trainer.userId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorMessage: errorMessage('ALREADY_INVITED') });

    const bell = await notificationsOf(t, trainer.userId);
    expect(bell).toEqual([
      expect.objectContaining({
        notificationTypeId: NOTIFICATION_TYPE.teamInvited,
        userWhoFiredEventId: gym.userId,
      }),
    ]);
    const mails = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, trainer.userId), eq(mailQueue.kind, 'TEAM_INVITED')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Pulse Studio invited you');
    expect(mails[0]!.htmlBody).toContain('/trainer/gyms');

    const mine = await call<MyGym[]>(trainer.token, 'GET', '/manage/my-gyms');
    expect(mine.body.data).toEqual([
      expect.objectContaining({ gymId: gym.userId, name: 'Pulse Studio', status: 'INVITED' }),
    ]);

    // Still not on the team: the gym cannot name them yet.
    const early = await call(
      gym.token,
      'POST',
      '/manage/classes',
      await classBody(t, { trainerId: trainer.userId }),
    );
    expect(early.status).toBe(400);
  });

  it('accepted, the trainer teaches the gym’s classes; the gym is told; another gym still cannot name them', async () => {
    const accepted = await call<MyGym[]>(trainer.token, 'POST', `/manage/my-gyms/${gym.userId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual([expect.objectContaining({ gymId: gym.userId, status: 'ACCEPTED' })]);
    expect(await notificationsOf(t, gym.userId)).toEqual([
      expect.objectContaining({
        notificationTypeId: NOTIFICATION_TYPE.teamJoined,
        userWhoFiredEventId: trainer.userId,
      }),
    ]);

    const twice = await call(trainer.token, 'POST', `/manage/my-gyms/${gym.userId}/accept`);
    expect(twice.status).toBe(404);
    expect(twice.body).toMatchObject({ errorMessage: errorMessage('INVITATION_CLOSED') });

    const { classId } = await createClass(t, gym.token, { trainerId: trainer.userId });
    const sessions = await sessionsOfClass(t, classId);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.trainerUserId === trainer.userId)).toBe(true);

    const team = await call<Member[]>(gym.token, 'GET', '/manage/team');
    expect(team.body.data).toEqual([
      expect.objectContaining({
        trainerId: trainer.userId,
        status: 'ACCEPTED',
        upcomingSessions: sessions.length,
      }),
    ]);

    const elsewhere = await call(
      otherGym.token,
      'POST',
      '/manage/classes',
      await classBody(t, { trainerId: trainer.userId }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ errorMessage: errorMessage('NOT_ON_TEAM') });
  });

  it('leaving takes the trainer off the gym’s upcoming sessions and tells the gym how many', async () => {
    const before = (await call<Member[]>(gym.token, 'GET', '/manage/team')).body.data[0]!.upcomingSessions;
    const left = await call<{ unassignedSessions: number }>(
      trainer.token,
      'DELETE',
      `/manage/my-gyms/${gym.userId}`,
    );
    expect(left.status).toBe(200);
    expect(left.body.data.unassignedSessions).toBe(before);

    const told = (await notificationsOf(t, gym.userId)).find(
      (n) => n.notificationTypeId === NOTIFICATION_TYPE.teamLeft,
    );
    expect(told?.message).toMatchObject({ sessions: before });
    expect((await call<Member[]>(gym.token, 'GET', '/manage/team')).body.data).toEqual([]);
    expect((await call<MyGym[]>(trainer.token, 'GET', '/manage/my-gyms')).body.data).toEqual([]);

    const refused = await call(
      gym.token,
      'POST',
      '/manage/classes',
      await classBody(t, { trainerId: trainer.userId }),
    );
    expect(refused.status).toBe(400);
    const again = await call(trainer.token, 'DELETE', `/manage/my-gyms/${gym.userId}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ errorMessage: errorMessage('NOT_IN_TEAM') });
  });

  it('a declined invitation tells the gym and closes; a gym may take a member off and the trainer is told', async () => {
    await call(otherGym.token, 'POST', '/manage/team/invitations', { trainerId: trainer.userId });
    const declined = await call<MyGym[]>(trainer.token, 'POST', `/manage/my-gyms/${otherGym.userId}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual([]);
    expect(await notificationsOf(t, otherGym.userId)).toEqual([
      expect.objectContaining({ notificationTypeId: NOTIFICATION_TYPE.teamDeclined }),
    ]);

    await joinTeam(t, gym, trainer);
    const removed = await call<{ unassignedSessions: number }>(
      gym.token,
      'DELETE',
      `/manage/team/${trainer.userId}`,
    );
    expect(removed.status).toBe(200);
    const bell = await notificationsOf(t, trainer.userId);
    expect(bell.map((n) => n.notificationTypeId)).toContain(NOTIFICATION_TYPE.teamRemoved);
    expect((await call(gym.token, 'DELETE', `/manage/team/${trainer.userId}`)).status).toBe(404);
  });

  it('keeps each side to its own pages', async () => {
    const customer = await createCustomer(t);
    expect((await call(customer.token, 'GET', '/manage/team')).status).toBe(403);
    expect((await call(trainer.token, 'GET', '/manage/team')).status).toBe(403);
    expect((await call(gym.token, 'GET', '/manage/my-gyms')).status).toBe(403);
    expect((await call(undefined, 'GET', '/manage/my-gyms')).status).toBe(401);
  });
});
