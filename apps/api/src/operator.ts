import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { platformOperators, setPlatformOperator } from './modules/users';

/**
 * The platform operator (SPEC 6's master gym) from the command line, the way a deployment names its
 * first one (docs/deploy.md): register the operator's gym account on the site, then
 *   npm run operator -- grant ops@example.com
 * Also `revoke <e-mail>` and `list`. Reads the same variables as the server (DATABASE_URL, DATA_DIR).
 */
const [command, email] = process.argv.slice(2);
const usage = 'usage: npm run operator -- grant <e-mail> | revoke <e-mail> | list';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await database.migrate(config.migrationsDir);
  if (command === 'list') {
    const operators = await platformOperators(database.db);
    console.log(
      operators.length ? operators.map((o) => `${o.id}\t${o.email}`).join('\n') : 'no operator yet',
    );
  } else if ((command === 'grant' || command === 'revoke') && email) {
    const change = await setPlatformOperator(database.db, email, command === 'grant');
    if (change.ok) {
      console.log(`${change.email} ${command === 'grant' ? 'is now' : 'is no longer'} the platform operator`);
    } else {
      exitCode = 1;
      console.error(
        change.reason === 'UNKNOWN_ACCOUNT'
          ? `no account with the e-mail ${email}: register it as a gym on the site first`
          : `${email} is not a gym account: the operator is a gym account (SPEC 6's master gym)`,
      );
    }
  } else {
    exitCode = 2;
    console.error(usage);
  }
} finally {
  await database.close();
}
process.exit(exitCode);
