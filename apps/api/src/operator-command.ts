import type { Db } from './db/client';
import { platformOperators, setPlatformOperator } from './modules/users';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const USAGE = 'usage: npm run operator -- grant <e-mail> | revoke <e-mail> | list';

/** What `npm run operator -- <args>` does and says (operator.ts runs it on the configured database). */
export async function runOperatorCommand(db: Db, [command, email]: string[]): Promise<CommandResult> {
  if (command === 'list') {
    const operators = await platformOperators(db);
    const lines = operators.map((o) => `${o.id}\t${o.email}`).join('\n');
    return { code: 0, stdout: operators.length ? lines : 'no operator yet', stderr: '' };
  }
  if ((command !== 'grant' && command !== 'revoke') || !email) return { code: 2, stdout: '', stderr: USAGE };
  const change = await setPlatformOperator(db, email, command === 'grant');
  if (change.ok) {
    const state = command === 'grant' ? 'is now' : 'is no longer';
    return { code: 0, stdout: `${change.email} ${state} the platform operator`, stderr: '' };
  }
  const stderr =
    change.reason === 'UNKNOWN_ACCOUNT'
      ? `no account with the e-mail ${email}: register it as a gym on the site first`
      : `${email} is not a gym account: the operator is a gym account (SPEC 6's master gym)`;
  return { code: 1, stdout: '', stderr };
}
