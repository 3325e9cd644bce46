/**
 * npm run perf:web: builds the app, serves it as `npm start` does on a fresh database, and
 * prints for `/classes` (a guest), a class page (a guest) and checkout (a member's membership page with
 * the checkout popup open):
 * - the JavaScript and CSS the page loads in Chromium, in bytes as built and as the server sends them to
 *   a browser offering gzip only and one offering brotli, and whether every asset came compressed and
 *   cacheable for a year;
 * - Lighthouse's scores (performance, accessibility, best practices, SEO) with LCP, TBT and CLS, for its
 *   desktop and mobile presets, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * It passes or fails nothing: timings are noisy on a shared machine. The byte budget that can fail is a
 * test (apps/web/src/first-page-budget.test.ts).
 *
 * PERF_PORT (default 3900) is the port it serves on; PERF_ROOT another checkout whose built
 * apps/{web,api}/dist to measure as they are (e.g. the commit before a change, to compare in one run);
 * PERF_RUNS Lighthouse runs per page and preset, the median kept (default 1); PERF_LIGHTHOUSE=0 skips
 * Lighthouse; PERF_JSON=file also writes the figures as JSON.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(process.env.PERF_ROOT ?? repoRoot);
const PORT = Number(process.env.PERF_PORT ?? 3900);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 1));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const PASSWORD = 'Kinetic123';
const TEN_CREDITS = 'Kinetic 10 Credits';

interface Session {
  token: string;
  user: { userCategory: number; storeId: number };
}

interface Target {
  name: string;
  url: string;
  /** A member's session, put in local storage before the page loads. */
  session?: Session;
  /** What the user does on the page before its bytes are counted (checkout: open the popup). */
  act?: (page: Page) => Promise<void>;
}

// ---------------------------------------------------------------------------------------------- server

async function startServer(): Promise<{ stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinetic-perf-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      WEB_DIST: path.join(root, 'apps/web/dist'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return { stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the server did not answer /api/health within 2 minutes');
}

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${ORIGIN}/api/v1${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-store-id': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A studio class of the seed that starts later (its page shows the booking button; an online class
 * asks a guest to sign in first), and a new member.
 */
async function targets(): Promise<Target[]> {
  const list = await api<{ items: { classSessionId: number; startsAt: string; videoClass: boolean }[] }>(
    'POST',
    '/classes/list',
    { size: 50 },
  );
  const item = list.items.find(
    (candidate) => !candidate.videoClass && Date.parse(candidate.startsAt) > Date.now() + 3_600_000,
  );
  if (!item) throw new Error('no class ahead in the seed');
  const email = `perf.${Date.now().toString(36)}@example.com`;
  await api('POST', '/auth/register', {
    storeId: 1,
    firstName: 'Dana',
    lastName: 'Al-Fahad',
    email,
    mobile: '96550004444',
    password: PASSWORD,
    gender: 'FEMALE',
    userType: 1,
  });
  const session = await api<Session>('POST', '/auth/login', { email, password: PASSWORD });
  return [
    { name: '/classes (guest)', url: `${ORIGIN}/classes` },
    { name: 'class page (guest)', url: `${ORIGIN}/classes/${item.classSessionId}/class` },
    {
      name: 'checkout (member)',
      url: `${ORIGIN}/membership`,
      session,
      act: async (page) => {
        await page
          .getByRole('button', { name: `Buy ${TEN_CREDITS}` })
          .first()
          .click();
        await page.getByRole('dialog', { name: 'Checkout' }).getByTestId('checkout-total').waitFor();
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------- bytes

interface Sent {
  bytes: number;
  encoding: string;
  cacheControl: string;
  vary: string;
}

function get(url: string, acceptEncoding: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          cacheControl: String(res.headers['cache-control'] ?? ''),
          vary: String(res.headers.vary ?? ''),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: Sent;
  brotli: Sent;
  /** What a best-effort compression of the same bytes gives: the build's own figure, whatever the server does. */
  idealGzip: number;
  idealBrotli: number;
}

const YEAR = /max-age=31536000/;

async function assetOf(url: string, kind: Asset['kind']): Promise<Asset> {
  const body = Buffer.from(
    await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  return {
    url,
    kind,
    raw: body.length,
    gzip: await get(url, 'gzip'),
    brotli: await get(url, 'br'),
    idealGzip: gzipSync(body, { level: 9 }).length,
    idealBrotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

async function signIn(page: Page, session: Session) {
  // A same-origin address that is not the app, so nothing of the app is cached before the measurement.
  await page.goto(`${ORIGIN}/api/health`);
  await page.evaluate((value) => {
    localStorage.setItem('kinetic.token', value.token);
    localStorage.setItem('kinetic.user', JSON.stringify(value.user));
    localStorage.setItem('kinetic.userType', String(value.user.userCategory));
    localStorage.setItem('kinetic.storeId', String(value.user.storeId));
  }, session);
}

/** The scripts and style sheets the page loads until it is idle (and after the user's action). */
async function assetsOf(target: Target): Promise<Asset[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    if (target.session) await signIn(page, target.session);
    const seen = new Map<string, Asset['kind']>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        seen.set(response.url(), type === 'script' ? 'js' : 'css');
      }
    });
    // A member's page keeps the bell's event stream open, so the network is never idle: wait for the
    // load, then for the page's own requests to settle.
    const settle = () => (target.session ? page.waitForTimeout(3000) : page.waitForLoadState('networkidle'));
    await page.goto(target.url, { waitUntil: 'load' });
    await settle();
    if (target.act) {
      await target.act(page);
      await settle();
    }
    // Module preloads are fetched as scripts but reported as "other" by some versions: the page's own list too.
    const listed = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.(js|css)(\?|$)/.test(name)),
    );
    for (const url of listed) if (!seen.has(url)) seen.set(url, url.includes('.css') ? 'css' : 'js');
    return Promise.all([...seen].map(([url, kind]) => assetOf(url, kind)));
  } finally {
    await browser.close();
  }
}

// ----------------------------------------------------------------------------------------- lighthouse

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost accessibility, best-practices or SEO points. */
  failing: string[];
  /** Lighthouse could not measure the page (e.g. NO_LCP): its code and message. */
  runtimeError?: string;
}

async function lighthouseOnce(target: Target, preset: 'desktop' | 'mobile'): Promise<Scores> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (target.session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await signIn(page, target.session);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      target.url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The member's session is in local storage: Lighthouse must not wipe it (the cache is still cold).
        disableStorageReset: Boolean(target.session),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits, runtimeError } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return {
      failing,
      runtimeError: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** A run Lighthouse could not measure is made again, this many times at most, and said. */
const RETRIES = 2;

async function lighthouseMedian(target: Target, preset: 'desktop' | 'mobile'): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let scores = await lighthouseOnce(target, preset);
    for (let retry = 0; scores.runtimeError && retry < RETRIES; retry += 1) {
      console.log(
        `  (${target.name}, ${preset}: Lighthouse could not measure it, ${scores.runtimeError}; again)`,
      );
      scores = await lighthouseOnce(target, preset);
    }
    runs.push(scores);
  }
  const pick = (key: Exclude<keyof Scores, 'failing' | 'runtimeError'>) =>
    median(runs.map((scores) => scores[key]));
  return {
    failing: [...new Set(runs.flatMap((scores) => scores.failing))],
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

// ---------------------------------------------------------------------------------------------- report

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (assets: Asset[], pick: (asset: Asset) => number) =>
  assets.reduce((total, asset) => total + pick(asset), 0);

function printBytes(name: string, assets: Asset[]) {
  console.log(`\n${name}: ${assets.length} files`);
  for (const kind of ['js', 'css'] as const) {
    const of = assets.filter((asset) => asset.kind === kind);
    console.log(
      `  ${kind.toUpperCase().padEnd(3)} ${String(of.length).padStart(3)} files  built ${kb(sum(of, (a) => a.raw)).padStart(9)}` +
        `  sent gzip ${kb(sum(of, (a) => a.gzip.bytes)).padStart(9)}  sent brotli ${kb(sum(of, (a) => a.brotli.bytes)).padStart(9)}` +
        `  (best gzip ${kb(sum(of, (a) => a.idealGzip))}, brotli ${kb(sum(of, (a) => a.idealBrotli))})`,
    );
  }
  const uncompressed = assets.filter((a) => a.gzip.encoding !== 'gzip' || a.brotli.encoding !== 'br');
  const shortLived = assets.filter(
    (a) => !YEAR.test(a.brotli.cacheControl) || !/immutable/.test(a.brotli.cacheControl),
  );
  const noVary = assets.filter((a) => !/accept-encoding/i.test(a.brotli.vary));
  console.log(
    `  compressed (gzip and brotli): ${assets.length - uncompressed.length}/${assets.length}` +
      `   cached a year, immutable: ${assets.length - shortLived.length}/${assets.length}` +
      `   Vary: Accept-Encoding: ${assets.length - noVary.length}/${assets.length}`,
  );
  if (shortLived[0])
    console.log(
      `  e.g. ${new URL(shortLived[0].url).pathname}: cache-control "${shortLived[0].brotli.cacheControl}"`,
    );
}

function printScores(rows: { name: string; preset: string; scores: Scores }[]) {
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS})` : ''}\n` +
      `  ${'page'.padEnd(22)} ${'preset'.padEnd(8)} perf  a11y  best   seo     LCP      TBT     CLS`,
  );
  for (const { name, preset, scores } of rows) {
    console.log(
      `  ${name.padEnd(22)} ${preset.padEnd(8)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}` +
        `  ${String(scores.bestPractices).padStart(4)}  ${String(scores.seo).padStart(4)}  ${`${(scores.lcpMs / 1000).toFixed(2)} s`.padStart(7)}` +
        `  ${`${Math.round(scores.tbtMs)} ms`.padStart(7)}  ${scores.cls.toFixed(3).padStart(6)}` +
        (scores.failing.length ? `\n      points lost on: ${scores.failing.join(', ')}` : ''),
    );
  }
}

async function main() {
  console.log(`Measuring the build in ${root} on ${ORIGIN}`);
  const server = await startServer();
  const report: Record<string, unknown> = { root };
  try {
    const pages = await targets();
    const bytes: Record<string, Asset[]> = {};
    for (const target of pages) {
      bytes[target.name] = await assetsOf(target);
      printBytes(target.name, bytes[target.name]!);
    }
    report.bytes = bytes;
    if (process.env.PERF_LIGHTHOUSE !== '0') {
      const rows: { name: string; preset: string; scores: Scores }[] = [];
      for (const target of pages) {
        for (const preset of ['desktop', 'mobile'] as const) {
          rows.push({ name: target.name, preset, scores: await lighthouseMedian(target, preset) });
        }
      }
      printScores(rows);
      report.lighthouse = rows;
    }
    if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify(report, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
