import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD } from './db/seed/people';
import { materialiseSessions } from './jobs/materialise-sessions';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await prepareDatabase(database, config);
// Bookable sessions for the next 60 days; again every day (docs/adr/0004).
await materialiseSessions(database.db);

const app = await buildApp({ config, database });
// The session materialiser, the waitlist promotion and the payment jobs (app.ts lists them).
const stopJobs = app.startJobs();
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
console.log(`
Kinetic is running on ${config.PUBLIC_URL}  (database: ${where})
  Prime white-label brand: ${config.PUBLIC_URL.replace('localhost', 'prime.localhost')}
  API docs: ${config.PUBLIC_URL}/api/docs
${
  config.SEED
    ? `Demo accounts (password ${DEMO_PASSWORD}):
  customer  customer@kinetic.test
  trainer   trainer@kinetic.test
  gym       ${DEMO_OPERATOR_EMAIL}  (the platform operator)`
    : 'No demo accounts. Name the platform operator with: npm run operator -- grant <e-mail>  (docs/deploy.md)'
}
`);
