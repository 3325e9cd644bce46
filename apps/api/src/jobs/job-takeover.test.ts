import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPgBossScheduler, leaseOf, type Scheduler } from '../lib/scheduler';
import { createTestApp, type TestApp } from '../test/test-app';

const silent = { error: () => undefined };
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PERIOD_MS = 2000;

/** Another process running the job `job` of period PERIOD_MS; resolves once its run has started. */
function startHolder(url: string, job: string, mode: 'kill' | 'hang') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test/job-holder.ts', url, job, String(PERIOD_MS), mode],
    { cwd: apiRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const running = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before its run`)));
  });
  return { child, running };
}

/**
 * A run left by a process that died (or hangs) mid-job no longer blocks the job for its
 * expiry (60 s for mail to 23 h): another process takes the job within a period (docs/adr/0036).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a job held by a dead process', () => {
  let t: TestApp;
  const children: ChildProcess[] = [];
  const schedulers: Scheduler[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(schedulers.splice(0).map((s) => s.close()));
  });
  afterAll(() => t.close());

  /**
   * The other process, its queue already started (so its start does not count in the takeover); from
   * `joinIn(job)` on, it runs the job too. Answers its runs' start times. (Its warm-up job is
   * hourly: each warm-up needs a name of its own.)
   */
  async function otherProcess(name: string) {
    const other = createPgBossScheduler(t.config.DATABASE_URL!, silent);
    schedulers.push(other);
    let warm: () => void = () => undefined;
    const warmed = new Promise<void>((resolve) => {
      warm = resolve;
    });
    other.every(`warm-up-${name}`, 3_600_000, async () => warm());
    await warmed;
    const runs: number[] = [];
    return {
      runs,
      joinIn(job: string) {
        other.every(job, PERIOD_MS, async () => {
          runs.push(Date.now());
        });
      },
    };
  }

  async function firstRun(runs: number[]) {
    const deadline = Date.now() + 20_000;
    while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(runs.length).toBeGreaterThan(0);
    return runs[0]!;
  }

  it('takes the job over within a period once the holder is killed', async () => {
    const other = await otherProcess('kill');
    const holder = startHolder(t.config.DATABASE_URL!, 'takeover-kill', 'kill');
    children.push(holder.child);
    await holder.running;
    other.joinIn('takeover-kill');
    const { runs } = other;
    // While the holder's run is live, the other process never runs the job.
    await new Promise((resolve) => setTimeout(resolve, 2 * PERIOD_MS));
    expect(runs).toEqual([]);
    const killedAt = Date.now();
    holder.child.kill('SIGKILL');
    const delay = (await firstRun(runs)) - killedAt;
    console.info(`job taken over ${delay} ms after its holder was killed (period ${PERIOD_MS} ms)`);
    expect(delay).toBeLessThanOrEqual(PERIOD_MS);
  }, 60_000);

  it('takes the job over once the lease of a holder that hangs runs out', async () => {
    const other = await otherProcess('hang');
    const holder = startHolder(t.config.DATABASE_URL!, 'takeover-hang', 'hang');
    children.push(holder.child);
    await holder.running;
    // From here the holder is alive, its connection open, but it says nothing.
    const frozeAt = Date.now();
    other.joinIn('takeover-hang');
    const { runs } = other;
    const delay = (await firstRun(runs)) - frozeAt;
    console.info(
      `job taken over ${delay} ms after its holder froze (lease ${leaseOf(PERIOD_MS)} ms, period ${PERIOD_MS} ms)`,
    );
    expect(delay).toBeGreaterThanOrEqual(leaseOf(PERIOD_MS) - 500);
    // The lease, then the next slot's job: offered and fetched within half a period each, on a busy
    // machine a little later.
    expect(delay).toBeLessThanOrEqual(leaseOf(PERIOD_MS) + 2 * PERIOD_MS);
  }, 60_000);
});
