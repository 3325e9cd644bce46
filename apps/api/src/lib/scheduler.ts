import PgBoss from 'pg-boss';

type Log = { error: (obj: object, msg: string) => void };

/**
 * Where periodic work runs (docs/adr/0017). `every(name, ms, task)` runs `task` once per period of
 * `ms` among all the API processes sharing the database, never two runs of one task at once; it
 * answers how to stop this process's part.
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
 * job each half period (at most a minute), throttled to one job per period slot (`singletonSeconds`: a unique index on
 * the slot, so a second offer is a no-op), and the queue's `singleton` policy lets one worker of all
 * the processes hold it at a time. So each period's run happens once, wherever.
 */
export function createPgBossScheduler(connectionString: string, log: Log): Scheduler {
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
              await boss.createQueue(name, {
                name,
                policy: 'singleton',
                retryLimit: 0,
                // A run that hangs is given up after ten periods (a minute to most of a day) so the next can start.
                expireInSeconds: Math.min(Math.max(60, seconds * 10), 23 * 3600),
              });
              break;
            } catch (err) {
              if (tries >= 5) throw err;
              await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
            }
          }
          const pollingIntervalSeconds = Math.min(Math.max(seconds / 2, 0.5), 10);
          return boss.work(name, { pollingIntervalSeconds }, async () => {
            await task();
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
    },
  };
}
