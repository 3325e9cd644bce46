import { connect } from 'node:net';
import { errorMessage, localisedErrorMessage } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTrainer } from '../test/class-management';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Sends `head` over a real socket, then `body` one byte every `everyMs`, and answers what came back
 * and after how long once the server closes the connection (or `giveUpMs` passes: `closed` false).
 */
function dribble(port: number, head: string, body: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; closed: boolean; afterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
    }, everyMs);
    const finish = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closed, afterMs: Date.now() - started });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(head);
  });
}

const jsonHead = (body: string, headers: Record<string, string> = {}) =>
  [
    'POST /api/v1/auth/login HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/**
 * Slow request bodies were never timed out (20 still open at 420 s). Headers and a body
 * must arrive within REQUEST_TIMEOUT_SECONDS (1 s here), an upload within UPLOAD_TIMEOUT_SECONDS
 * (3 s here); a slower sender is answered 408 and its connection closed.
 */
describe('slow requests are cut', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '3' });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => t.close());

  const login = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });

  it('a JSON body dribbled slower than the limit gets 408, in the caller’s language, and the connection closes', async () => {
    const [english, arabic] = await Promise.all([
      dribble(port, jsonHead(login), login, 200, 8000),
      dribble(port, jsonHead(login, { 'Accept-Language': 'ar' }), login, 200, 8000),
    ]);
    for (const cut of [english, arabic]) {
      expect(cut.closed).toBe(true);
      expect(cut.afterMs).toBeLessThan(3000);
      expect(statusOf(cut.answer)).toBe(408);
    }
    expect(bodyOf(english.answer)).toMatchObject({
      statusCode: 408,
      errorMessage: errorMessage('REQUEST_TIMEOUT'),
    });
    expect(bodyOf(arabic.answer).errorMessage).toBe(localisedErrorMessage('REQUEST_TIMEOUT', 'ar'));
  });

  it('a body that arrives in time is answered as usual', async () => {
    const quick = await dribble(port, jsonHead(login, { Connection: 'close' }), login, 1, 8000);
    expect(statusOf(quick.answer)).toBe(422);
  });

  it('headers dribbled slower than the limit are cut', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n';
    const cut = await dribble(
      port,
      head,
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
      200,
      8000,
    );
    expect(cut.closed).toBe(true);
    expect(cut.afterMs).toBeLessThan(3000);
    expect(statusOf(cut.answer)).toBe(408);
  });

  it('an upload has the longer limit, and is cut at it', async () => {
    const trainer = await newTrainer(t);
    const boundary = 'kinetic-slow-upload';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(200)}\r\n--${boundary}--\r\n`;
    const head = [
      'POST /api/v1/media HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${trainer.token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');
    const cut = await dribble(port, head, body, 50, 10_000);
    expect(cut.closed).toBe(true);
    // Past the 1 s of other bodies, within the upload's 3 s (and a margin).
    expect(cut.afterMs).toBeGreaterThan(2500);
    expect(cut.afterMs).toBeLessThan(5000);
    expect(statusOf(cut.answer)).toBe(408);
  });
});
