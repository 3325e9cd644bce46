import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTrainer } from './test/class-management';
import { type CountStream, openCountStream } from './test/event-stream';
import { createTestApp, type TestApp } from './test/test-app';

const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx.conf');

/** The shipped file with only its addresses changed: it listens here, and proxies to the test's app. */
function rewritten(shipped: string, appPort: number, proxyPort: number): string {
  let text = shipped;
  const change = (from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf has no ${from}: update this test's rewrite`);
    text = text.replace(from, to);
  };
  change(/^\s*server api:3000 resolve;$/m, `  server 127.0.0.1:${appPort};`);
  change(/^\s*listen 80;$/m, `  listen 127.0.0.1:${proxyPort};`);
  return text;
}

/** A value the shipped file sets, read from it so the test follows the file. */
function setting(shipped: string, pattern: RegExp): number {
  const value = pattern.exec(shipped)?.[1];
  if (!value) throw new Error(`deploy/nginx.conf has no ${pattern}`);
  return Number(value);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.destroy());
  });

/** Sends `request` and then nothing more: answers what came back and when the proxy closed. */
function stall(port: number, request: string) {
  return new Promise<{ answer: string; afterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
  });
}

/**
 * The shipped proxy (deploy/nginx.conf) in Debian's nginx, in front of an app listening
 * as server.ts listens. It forwards the customer's scheme (HSTS was never sent behind it), cuts
 * slow clients, passes the request id back and limits the event streams of one address.
 * The proxy does not depend on the database: this runs once, in the PGlite run.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the shipped nginx configuration', () => {
  let t: TestApp;
  let nginx: ChildProcess | undefined;
  let dir: string;
  let base: string;
  let proxyPort: number;
  let shipped: string;
  let nginxOutput = '';
  /** Started first and awaited last: they take the proxy's own timeouts (10 s). */
  let slowBody: Promise<{ answer: string; afterMs: number }>;
  let slowHeaders: Promise<{ answer: string; afterMs: number }>;

  beforeAll(async () => {
    if (!existsSync(NGINX)) {
      throw new Error(
        `Debian's nginx is not installed at ${NGINX}: apt-get install -y nginx (.ci/run installs it). ` +
          'The shipped proxy configuration is tested in it.',
      );
    }
    shipped = await readFile(SHIPPED, 'utf8');
    // Per-user and per-address caps of the app out of the way: the proxy's own limit is tested.
    t = await createTestApp({ TRUST_PROXY_HOPS: '1', STREAMS_PER_USER: '1000', STREAMS_PER_ADDRESS: '1000' });
    const appPort = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    proxyPort = await freePort();
    base = `http://127.0.0.1:${proxyPort}`;
    dir = await mkdtemp(path.join(tmpdir(), 'kinetic-nginx-'));
    // Run as root, nginx's workers run as nobody: they write request bodies under this folder.
    await chmod(dir, 0o755);
    await writeFile(path.join(dir, 'default.conf'), rewritten(shipped, appPort, proxyPort));
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/default.conf;
}
`,
    );
    nginx = spawn(NGINX, ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`]);
    nginx.stderr?.on('data', (chunk) => {
      nginxOutput += chunk;
    });
    for (let i = 0; !(await answers(proxyPort)); i++) {
      if (nginx.exitCode !== null || i > 100) {
        const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
        throw new Error(`nginx did not start: ${nginxOutput}${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    slowBody = stall(
      proxyPort,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: kinetic.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    slowHeaders = stall(proxyPort, 'GET /api/health HTTP/1.1\r\nHost: kinetic.test\r\nX-Slow: a');
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('forwards the scheme the customer used: HSTS behind a TLS terminator, none over plain http', async () => {
    const overTls = await fetch(`${base}/api/v1/stores`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.status).toBe(200);
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const plain = await fetch(`${base}/api/v1/stores`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Only http or https is taken from the front; anything else is this proxy's own scheme.
    const odd = await fetch(`${base}/api/v1/stores`, { headers: { 'x-forwarded-proto': 'gopher' } });
    expect(odd.headers.get('strict-transport-security')).toBeNull();
  });

  it("passes the app's request id back, on answers and on event streams", async () => {
    const answer = await fetch(`${base}/api/health`);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const trainer = await newTrainer(t);
    const stream = await openCountStream(base, trainer.token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // Unbuffered: the first count comes through at once.
      expect(await stream.untilCount(() => true)).toBe(0);
    } finally {
      await stream.close();
    }
  });

  it('limits the event streams of one address across every API process behind it', async () => {
    const limit = setting(shipped, /limit_conn kinetic_streams (\d+);/);
    const trainer = await newTrainer(t);
    const streams: CountStream[] = [];
    try {
      streams.push(
        ...(await Promise.all(Array.from({ length: limit }, () => openCountStream(base, trainer.token)))),
      );
      expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
      const refused = await fetch(`${base}/api/v1/notifications/stream`, {
        headers: { authorization: `Bearer ${trainer.token}` },
      });
      expect(refused.status).toBe(429);
      await refused.body?.cancel();
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('serves a calendar feed by its address alone, and 404 once it is turned off', async () => {
    const trainer = await newTrainer(t);
    const feed = '/api/v1/users/me/calendar-feed';
    const on = await t.call<{ url: string }>({ method: 'POST', url: feed, token: trainer.token });
    const address = `${base}${new URL(on.body.data.url).pathname}`;
    const answer = await fetch(address);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await answer.text()).toContain('BEGIN:VCALENDAR');
    await t.call({ method: 'DELETE', url: feed, token: trainer.token });
    expect((await fetch(address)).status).toBe(404);
  });

  it('cuts a body that stops coming, and headers that never end, at its own timeouts', async () => {
    const bodySeconds = setting(shipped, /client_body_timeout (\d+)s;/);
    const headerSeconds = setting(shipped, /client_header_timeout (\d+)s;/);
    const [body, headers] = await Promise.all([slowBody, slowHeaders]);
    expect(body.afterMs).toBeLessThan((bodySeconds + 2) * 1000);
    expect(headers.afterMs).toBeLessThan((headerSeconds + 2) * 1000);
    // nginx closes the connection (its 408 is logged, not always sent); whatever came is a 408.
    for (const cut of [body, headers]) expect(cut.answer).toMatch(/^$|^HTTP\/1\.1 408/);
  }, 20_000);
});
