import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runOperatorCommand } from './operator-command';

/**
 * The platform operator (SPEC 6's master gym) from the command line, the way a deployment names its
 * first one (docs/deploy.md): register the operator's gym account on the site, then
 *   npm run operator -- grant ops@example.com
 * Also `revoke <e-mail>` and `list`. Reads the same variables as the server (DATABASE_URL, DATA_DIR).
 */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await database.migrate(config.migrationsDir);
  const result = await runOperatorCommand(database.db, process.argv.slice(2));
  if (result.stdout) console.log(result.stdout);
  if (result.stderr) console.error(result.stderr);
  exitCode = result.code;
} finally {
  await database.close();
}
process.exit(exitCode);
