import PgBoss from 'pg-boss';
import { openRunLocks } from '../db/run-lock';

type Log = { error: (obj: object, msg: string) => void };

/**
 * Where periodic work runs (docs/adr/0017). `every(name, ms, task)` runs `task` once per period of
 * `ms` among all the API processes sharing the database, one run of a task at a time while its holder
 * answers (a holder silent for a lease, or running past the job's expiry, gives it up: docs/adr/0036);
 * it answers how to stop this process's part.
 */
export interface Scheduler {
  readonly kind: 'in-process' | 'pg-boss';
  every(name: string, everyMs: number, task: () => Promise<unknown>): () => void;
  close(): Promise<void>;
}

/** PGlite lives in one process: plain timers, one run of a task at a time. */
export function createInProcessScheduler(log: Log): Scheduler {
  const stops = new Set<() => void>();
  return {
    kind: 'in-process',
    every(name, everyMs, task) {
      let running = false;
      const run = async () => {
        if (running) return;
        running = true;
        try {
          await task();
        } catch (err) {
          log.error({ err, job: name }, 'job failed');
        } finally {
          running = false;
        }
      };
      const timer = setInterval(() => void run(), everyMs);
      timer.unref();
      const stop = () => {
        clearInterval(timer);
        stops.delete(stop);
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      for (const stop of [...stops]) stop();
    },
  };
}

/**
 * PostgreSQL: a pg-boss queue per task (in the database's `pgboss` schema). Every process offers a
 * job each half period (at most a minute), throttled to one job per period slot (`singletonSeconds`: a
 * unique index on the slot, so a second offer is a no-op). Whichever process fetches the slot's job runs
 * the task under the task's run lock (db/run-lock.ts), so one run happens at a time wherever; a job
 * fetched while another process's run is live waits for the lock up to a period, then is done without
 * running. A run left by a dead process blocks nothing: its connection closes and frees the lock, and
 * the waiting job runs at once (docs/adr/0036).
 */
export function createPgBossScheduler(connectionString: string, log: Log): Scheduler {
  const runLocks = openRunLocks(connectionString);
  const boss = new PgBoss({
    connectionString,
    max: 4,
    application_name: 'kinetic-jobs',
    // Our periods are seconds to a day: the throttle above schedules them; pg-boss's cron is not used.
    schedule: false,
    // A finished job keeps its period's slot taken until archived: longer than the longest period (a day).
    archiveCompletedAfterSeconds: 2 * 86_400,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let started: Promise<unknown> | undefined;
  let closed = false;
  const ready = () => {
    started ??= boss.start();
    return started;
  };
  const timers = new Set<NodeJS.Timeout>();
  /**
   * The task's run lock, waited for up to a period (at most a minute) while another process's run
   * holds it: if that process dies, this one takes the period's run over as soon as the lock is free.
   */
  const takeRunLock = async (name: string, everyMs: number) => {
    const giveUpAt = Date.now() + Math.min(everyMs, 60_000);
    const stepMs = Math.min(Math.max(everyMs / 10, 200), 5000);
    const longestRunMs = expiryOf(Math.max(1, Math.round(everyMs / 1000))) * 1000;
    for (;;) {
      const held = await runLocks.hold(name, leaseOf(everyMs), longestRunMs);
      if (held || closed || Date.now() + stepMs > giveUpAt) return held;
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  };
  let creating: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pg-boss',
    every(name, everyMs, task) {
      const seconds = Math.max(1, Math.round(everyMs / 1000));
      // Queues are created one at a time per process, and again after a failure: two processes creating
      // queues at once may deadlock on pg-boss's partition table, and the loser simply tries again.
      let setup: Promise<string> | undefined;
      const prepare = (): Promise<string> => {
        if (setup) return setup;
        const attempt = creating.then(async () => {
          await ready();
          for (let tries = 1; ; tries++) {
            try {
              const queue = {
                name,
                // Not `singleton`: a run of a dead process would stay "active" and block the queue until it
                // expired. One run at a time is the run lock's work (docs/adr/0036).
                policy: 'standard' as const,
                // Once: a run whose process died is run again when its job expires (the daily task's
                // make-up). A task that throws is not retried: the next period is the retry.
                retryLimit: 1,
                retryDelay: 0,
                expireInSeconds: expiryOf(seconds),
              };
              // Queues made before ADR 36 were `singleton`: the update turns them into what this code expects.
              if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
              else await boss.createQueue(name, queue);
              break;
            } catch (err) {
              if (tries >= 5) throw err;
              await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
            }
          }
          const pollingIntervalSeconds = Math.min(Math.max(seconds / 2, 0.5), 10);
          return boss.work(name, { pollingIntervalSeconds }, async () => {
            const held = await takeRunLock(name, everyMs);
            // Another process's run stayed live all period: it did this period's work.
            if (!held) return;
            try {
              await task();
            } catch (err) {
              log.error({ err, job: name }, 'job failed');
            } finally {
              await held.release();
            }
          });
        });
        creating = attempt.catch(() => undefined);
        const prepared = attempt.catch((err: unknown) => {
          setup = undefined;
          throw err;
        });
        setup = prepared;
        return prepared;
      };
      const offer = () =>
        prepare()
          .then(() => (closed ? null : boss.send(name, {}, { singletonSeconds: seconds })))
          .catch((err: unknown) => log.error({ err, job: name }, 'job not offered'));
      void offer();
      // At least every minute, so a slot is offered soon after a failed offer even for a daily task.
      const timer = setInterval(() => void offer(), Math.min(Math.max(250, everyMs / 2), 60_000));
      timer.unref();
      timers.add(timer);
      return () => {
        clearInterval(timer);
        timers.delete(timer);
        void setup?.then((id) => boss.offWork({ id })).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      if (started) {
        await started.catch(() => undefined);
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      }
      await runLocks.close();
    },
  };
}

/**
 * How long a silent holder (hung, or cut off from the database) keeps a task's run lock: a period,
 * from five seconds (a shorter lease would give runs away to a pause of the event loop: a long
 * garbage collection, a throttled container) to fifteen. A killed holder frees it at once.
 */
export function leaseOf(everyMs: number): number {
  return Math.min(Math.max(everyMs, 5000), 15_000);
}

/**
 * When pg-boss gives up a job still "active" (its process died or it outlived this): three periods,
 * a minute to an hour. It only marks the record, whose retry makes up a run a dead process left.
 */
function expiryOf(periodSeconds: number): number {
  return Math.min(Math.max(60, periodSeconds * 3), 3600);
}
