import pg from 'pg';

/** The first key of the run locks (the second is the job's name hashed); other 7270xx keys guard rows. */
const RUN_LOCK_KEY = 727036;

export interface HeldRun {
  /** Ends the hold: the next run may start anywhere. */
  release(): Promise<void>;
}

export interface RunLocks {
  /**
   * Takes the job's run lock when no live process holds it; null when one does. The lock lives in a
   * transaction of a connection of its own that the server ends (and so frees the lock) when the
   * holder dies, or stops answering for `leaseMs` (docs/adr/0036). While held, a heartbeat keeps it,
   * for `maxHoldMs` at most: a run that never ends (a call that never answers) gives the job back.
   */
  hold(job: string, leaseMs: number, maxHoldMs?: number): Promise<HeldRun | null>;
  /** Gives back every lock still held (a run outliving the shutdown), then closes the connections. */
  close(): Promise<void>;
}

/**
 * One run of each job at a time among all the processes on this PostgreSQL, taken over at once from a
 * process that was killed (its connection closes) and within `leaseMs` from one that hangs or loses
 * its network (the server's idle-in-transaction timeout ends the silent session).
 */
export function openRunLocks(connectionString: string, applicationName = 'kinetic-job-runs'): RunLocks {
  const pool = new pg.Pool({
    connectionString,
    application_name: applicationName,
    max: 8,
    idleTimeoutMillis: 30_000,
  });
  // A lock connection the server ended (its lease ran out) must not crash the process.
  pool.on('error', () => undefined);
  const held = new Set<HeldRun>();
  return {
    async hold(job, leaseMs, maxHoldMs = Number.POSITIVE_INFINITY) {
      const client = await pool.connect();
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      const giveBack = () => {
        client.off('error', onError);
        client.release(broken);
      };
      try {
        await client.query('begin');
        // Local to the transaction (set_config's third argument): the timeout ends with it, and a
        // transaction-mode pooler keeps it.
        await client.query("select set_config('idle_in_transaction_session_timeout', $1, true)", [
          String(Math.max(1000, Math.round(leaseMs))),
        ]);
        const { rows } = await client.query<{ got: boolean }>(
          'select pg_try_advisory_xact_lock($1, hashtext($2)) as got',
          [RUN_LOCK_KEY, job],
        );
        if (!rows[0]?.got) {
          await client.query('rollback');
          giveBack();
          return null;
        }
      } catch (err) {
        broken = true;
        giveBack();
        throw err;
      }
      // A third of the lease: two beats may be late before the server gives the lock away. Past the
      // longest hold the beats stop, and the server ends the silent session a lease later.
      const heldSince = Date.now();
      const heartbeat = setInterval(
        () => {
          if (Date.now() - heldSince > maxHoldMs) clearInterval(heartbeat);
          else if (!broken) client.query('select 1').catch(onError);
        },
        Math.max(200, Math.round(leaseMs / 3)),
      );
      heartbeat.unref();
      let released: Promise<void> | undefined;
      const run: HeldRun = {
        release() {
          released ??= (async () => {
            clearInterval(heartbeat);
            held.delete(run);
            if (!broken) await client.query('rollback').catch(onError);
            giveBack();
          })();
          return released;
        },
      };
      held.add(run);
      return run;
    },
    async close() {
      await Promise.all([...held].map((run) => run.release()));
      await pool.end();
    },
  };
}
