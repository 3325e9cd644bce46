import { connect } from 'node:net';

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 };

/** Whether something listens on host:port, answered within a short wait. */
function listening({ host, port }) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 500 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * The PostgreSQL server the API suite runs on: TEST_DATABASE_URL's, or the local one our machines and
 * CI run (trust auth, database `test`) when it answers, so a plain `npm test` does not quietly skip the
 * seat race. TEST_DATABASE_URL=off skips it on purpose. Read by vitest.config.ts and scripts/test.mjs.
 * @returns {Promise<string | null>}
 */
export async function testPostgresUrl() {
  const given = process.env.TEST_DATABASE_URL;
  if (given === 'off') return null;
  if (given) return given;
  if (await listening(LOCAL_POSTGRES)) {
    return `postgres://postgres@${LOCAL_POSTGRES.host}:${LOCAL_POSTGRES.port}/test`;
  }
  return null;
}
