import type { Page } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginToken, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { NotificationDto } from './notifications.service';

describe('notifications: list, unread count, bell opened, mark read', () => {
  let t: TestApp;
  let trainerToken: string;
  let trainerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    trainerToken = await loginToken(t, DEMO.trainer, DEMO.password);
    const me = await t.call<{ id: number }>({ method: 'GET', url: '/api/v1/users/me', token: trainerToken });
    trainerId = me.body.data.id;
  });
  afterAll(() => t.close());

  const list = (token: string) =>
    t.call<Page<NotificationDto>>({ method: 'GET', url: '/api/v1/notifications?size=50', token });
  const unread = async (token: string) =>
    (await t.call<{ count: number }>({ method: 'GET', url: '/api/v1/notifications/count', token })).body.data
      .count;

  it('tells a trainer who followed them, newest first, and counts it until the bell is opened', async () => {
    const before = await unread(trainerToken);
    const follower = await registerCustomer(t, { firstName: 'Nadia' });
    await t.call({ method: 'POST', url: `/api/v1/trainers/${trainerId}/follow`, token: follower.token });

    const { status, body } = await list(trainerToken);
    expect(status).toBe(200);
    expect(body.data.items[0]).toMatchObject({
      notificationTypeId: 1,
      objectDataId: follower.user.id,
      userWhoFiredEvent: { id: follower.user.id, firstName: 'Nadia' },
      readAt: null,
    });
    expect(await unread(trainerToken)).toBe(before + 1);

    const seen = await t.call({ method: 'POST', url: '/api/v1/notifications/seen', token: trainerToken });
    expect(seen.status).toBe(200);
    expect(await unread(trainerToken)).toBe(0);

    const another = await registerCustomer(t, { firstName: 'Huda' });
    await t.call({ method: 'POST', url: `/api/v1/trainers/${trainerId}/follow`, token: another.token });
    expect(await unread(trainerToken)).toBe(1);
  });

  it('marks one notification read, only for its owner', async () => {
    const { body } = await list(trainerToken);
    const first = body.data.items[0]!;
    const read = await t.call<{ id: number; readAt: string }>({
      method: 'PATCH',
      url: `/api/v1/notifications/${first.id}/read`,
      token: trainerToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.readAt).toBeTruthy();
    expect((await list(trainerToken)).body.data.items[0]!.readAt).toBe(read.body.data.readAt);

    const stranger = await registerCustomer(t);
    const refused = await t.call({
      method: 'PATCH',
      url: `/api/v1/notifications/${first.id}/read`,
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
    expect((await list(stranger.token)).body.data.items).toEqual([]);
  });

  it('marks every notification of the caller read at once', async () => {
    const follower = await registerCustomer(t, { firstName: 'Reem' });
    await t.call({ method: 'POST', url: `/api/v1/trainers/${trainerId}/follow`, token: follower.token });
    expect((await list(trainerToken)).body.data.items.some((item) => item.readAt === null)).toBe(true);

    const all = await t.call<{ marked: number }>({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      token: trainerToken,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.marked).toBeGreaterThan(0);
    expect((await list(trainerToken)).body.data.items.every((item) => item.readAt !== null)).toBe(true);
    const again = await t.call<{ marked: number }>({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      token: trainerToken,
    });
    expect(again.body.data.marked).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/v1/notifications/read-all' })).status).toBe(401);
  });

  it('needs a login and a sane page size', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/notifications' })).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/notifications?size=500', token: trainerToken })).status,
    ).toBe(400);
    expect(
      (await t.call({ method: 'PATCH', url: '/api/v1/notifications/abc/read', token: trainerToken })).status,
    ).toBe(400);
  });
});
