/**
 * A second API process's scheduler, in a process of its own (run with tsx) so a test can kill it or
 * freeze it in the middle of a run: `job-holder.ts <database url> <job> <period ms> <kill|hang>`.
 * It prints `running` when its run starts; the run then waits (to be killed) or blocks the event loop
 * (a hung process: no heartbeat, no answer).
 */
import { createPgBossScheduler } from '../lib/scheduler';

const [url, job, periodMs, mode] = process.argv.slice(2);
if (!url || !job || !periodMs || (mode !== 'kill' && mode !== 'hang')) {
  console.error('usage: job-holder.ts <database url> <job> <period ms> <kill|hang>');
  process.exit(2);
}
// Ends with the test process that started it (its end of our standard input closes), whatever happens.
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
const scheduler = createPgBossScheduler(url, { error: (obj, msg) => console.error(msg, obj) });
scheduler.every(job, Number(periodMs), async () => {
  process.stdout.write('running\n');
  if (mode === 'hang') {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      // frozen: nothing else in this process runs
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 120_000));
});
