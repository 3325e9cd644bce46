import { LIVE_MSG, type LiveGrantDto, type LiveSignalDto, MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookCustomer,
  createClass,
  joinTeam,
  newGym,
  newTrainer,
  sessionsOfClass,
} from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSessionsService } from '../sessions';

// The app's clock: real time while classes are made and booked, then moved to just before a start.
let clock: Date | null = null;
const OVERRUN_S = 2;
let t: TestApp;
let base: string;
beforeAll(async () => {
  // A class may run 2 s past its end here (15 minutes by default), so the stream's end is seen.
  t = await createTestApp({ LIVE_OVERRUN_SECONDS: String(OVERRUN_S) }, { now: () => clock ?? new Date() });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** The helpers' tokens last a day; these classes may start a few weeks ahead. */
async function longToken<U extends { userId: number; token: string }>(user: U): Promise<U> {
  const sessions = createSessionsService(t.database.db, { ttlDays: 40 });
  return { ...user, token: (await sessions.issue(user.userId)).token };
}

async function videoSession(overrides: Record<string, unknown> = { videoClass: true }) {
  clock = null;
  const gym = await longToken(await newGym(t));
  const trainer = await longToken(await newTrainer(t));
  await joinTeam(t, gym, trainer);
  const { classId } = await createClass(t, gym.token, { trainerId: trainer.userId, ...overrides });
  const [session] = await sessionsOfClass(t, classId);
  const booked = await longToken(await bookCustomer(t, session!.id));
  const other = await longToken(await bookCustomer(t, session!.id));
  const stranger = await longToken(await createCustomer(t, { credits: 10 }));
  const at = (minutesFromStart: number) => {
    clock = new Date(session!.startsAt.getTime() + minutesFromStart * 60_000);
  };
  return { gym, trainer, session: session!, booked, other, stranger, at };
}

const token = (sessionId: number | string, bearer: string) =>
  t.call<LiveGrantDto>({ method: 'GET', url: `/api/v1/live/sessions/${sessionId}/token`, token: bearer });
const signal = (sessionId: number, bearer: string, payload: Record<string, unknown>) =>
  t.call<{ id: number }>({
    method: 'POST',
    url: `/api/v1/live/sessions/${sessionId}/signals`,
    token: bearer,
    payload,
  });

/** Opens the signalling stream as a browser would and collects its events. */
async function openStream(sessionId: number, bearer: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/live/sessions/${sessionId}/signals`, {
    headers: { authorization: `Bearer ${bearer}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
  };
  await waitFor(() => events.some((e) => e.event === 'open'));
  return {
    status: response.status,
    events,
    signals: () => events.filter((e) => e.event === 'signal').map((e) => e.data as LiveSignalDto),
    waitFor,
    /** Settles when the server ends the stream (or it is closed here). */
    ended: reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /live/sessions/:id/token', () => {
  it('grants the trainer and the owning gym a host seat with the participant count', async () => {
    const { trainer, gym, session, at } = await videoSession();
    at(-5);
    const res = await token(session.id, trainer.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'local',
      sessionId: session.id,
      channel: `kinetic-session-${session.id}`,
      uid: trainer.userId,
      role: 'HOST',
      token: null,
      participants: 2,
      startsAt: session.startsAt.toISOString(),
    });
    expect(new Date(res.body.data.expiresAt).getTime()).toBe(session.endsAt.getTime() + OVERRUN_S * 1000);
    expect((await token(session.id, gym.token)).body.data.role).toBe('HOST');
  });

  it('grants a booked customer a viewer seat, without the count', async () => {
    const { booked, session, at } = await videoSession();
    at(0);
    const res = await token(session.id, booked.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'VIEWER', uid: booked.userId, participants: null });
  });

  it('refuses a customer who did not book, another trainer, and anyone signed out', async () => {
    const { stranger, session, at } = await videoSession();
    at(0);
    const refused = await token(session.id, stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toBe(LIVE_MSG.notBooked);
    expect((await token(session.id, (await longToken(await newTrainer(t))).token)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/v1/live/sessions/${session.id}/token` })).status).toBe(
      401,
    );
  });

  it('opens 10 minutes before the start and closes at the end', async () => {
    const { booked, trainer, session, at } = await videoSession();
    at(-11);
    const early = await token(session.id, booked.token);
    expect(early.status).toBe(409);
    expect(early.body.errorMessage).toBe(LIVE_MSG.tooEarly);
    expect((await token(session.id, trainer.token)).status).toBe(409);
    at(-10);
    expect((await token(session.id, booked.token)).status).toBe(200);
    at(60);
    const ended = await token(session.id, booked.token);
    expect(ended.status).toBe(409);
    expect(ended.body.errorMessage).toBe(LIVE_MSG.ended);
  });

  it('answers 404 for an unknown session or a class without video, 400 for a bad id', async () => {
    const { booked } = await videoSession();
    const unknown = await token(2_000_000_000, booked.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe(MSG.notFound);
    const plain = await videoSession({});
    plain.at(0);
    const noVideo = await token(plain.session.id, plain.trainer.token);
    expect(noVideo.status).toBe(404);
    expect(noVideo.body.errorMessage).toBe(LIVE_MSG.notVideo);
    for (const bad of ['abc', '0', '-3', '1.5']) expect((await token(bad, booked.token)).status).toBe(400);
  });
});

describe('signalling of the local provider', () => {
  it('delivers each message only to the peer it is meant for', async () => {
    const { trainer, booked, other, session, at } = await videoSession();
    at(-2);
    const host = await openStream(session.id, trainer.token);
    const viewer = await openStream(session.id, booked.token);
    const bystander = await openStream(session.id, other.token);
    expect([host.status, viewer.status, bystander.status]).toEqual([200, 200, 200]);

    expect((await signal(session.id, booked.token, { to: 'host', kind: 'hello' })).status).toBe(201);
    await host.waitFor(() => host.signals().length === 1);
    expect(host.signals()[0]).toMatchObject({ from: booked.userId, fromRole: 'VIEWER', kind: 'hello' });

    const offer = { to: booked.userId, kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    expect((await signal(session.id, trainer.token, offer)).status).toBe(201);
    await viewer.waitFor(() => viewer.signals().length === 1);
    expect(viewer.signals()[0]).toMatchObject({
      from: trainer.userId,
      fromRole: 'HOST',
      kind: 'offer',
      sdp: offer.sdp,
    });

    // A message to every viewer, sent through another API process, reaches both viewers.
    const second = await t.otherProcess();
    try {
      const ready = await second.call({
        method: 'POST',
        url: `/api/v1/live/sessions/${session.id}/signals`,
        token: trainer.token,
        payload: { to: 'viewers', kind: 'ready' },
      });
      expect(ready.status).toBe(201);
    } finally {
      await second.close();
    }
    await bystander.waitFor(() => bystander.signals().length === 1);
    await viewer.waitFor(() => viewer.signals().length === 2);
    expect(bystander.signals().map((s) => s.kind)).toEqual(['ready']);
    expect(viewer.signals().map((s) => s.kind)).toEqual(['offer', 'ready']);
    expect(host.signals().map((s) => s.kind)).toEqual(['hello']);
    await Promise.all([host.close(), viewer.close(), bystander.close()]);
  });

  it('ends the stream when the class and its overrun end; opening it again then says the class has ended', async () => {
    const { booked, session } = await videoSession();
    clock = new Date(session.endsAt.getTime() - 300);
    const opened = Date.now();
    const viewer = await openStream(session.id, booked.token);
    expect(viewer.status).toBe(200);
    const endedAfter = await Promise.race([
      viewer.ended.then(() => Date.now() - opened),
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8000)),
    ]);
    // Not cut at the class's end (300 ms in), but at the end of the overrun (2.3 s in).
    expect(endedAfter).toBeGreaterThanOrEqual(OVERRUN_S * 1000);
    clock = new Date(session.endsAt.getTime() + 1000);
    const again = await fetch(`${base}/api/v1/live/sessions/${session.id}/signals`, {
      headers: { authorization: `Bearer ${booked.token}` },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errorMessage: string }).errorMessage).toBe(LIVE_MSG.ended);
  });

  it('keeps viewers to the host, the host to booked customers, and strangers out', async () => {
    const { trainer, booked, other, stranger, session, at } = await videoSession();
    at(0);
    expect(
      (await signal(session.id, booked.token, { to: other.userId, kind: 'offer', sdp: 'x' })).status,
    ).toBe(403);
    expect((await signal(session.id, booked.token, { to: 'viewers', kind: 'ready' })).status).toBe(403);
    expect(
      (await signal(session.id, trainer.token, { to: stranger.userId, kind: 'offer', sdp: 'x' })).status,
    ).toBe(403);
    expect((await signal(session.id, stranger.token, { to: 'host', kind: 'hello' })).status).toBe(403);
    expect((await signal(session.id, booked.token, { to: 'host', kind: 'shout' })).status).toBe(400);
    const stream = await fetch(`${base}/api/v1/live/sessions/${session.id}/signals`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(stream.status).toBe(403);
    at(-30);
    expect((await signal(session.id, booked.token, { to: 'host', kind: 'hello' })).status).toBe(409);
  });
});
