import { and, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from './client';
import { authTokens, users } from './schema';
import { DEMO_EMAIL_DOMAIN } from './seed/people';
import { seedReferenceData } from './seed/reference';
import { seedDemo } from './seed/seed';

/**
 * What a start does to its database before serving: the migrations, the reference data every
 * deployment needs, and the demo only where it is asked for (config.SEED: development and tests by
 * default; production refuses it). A production database that still holds demo accounts, from a start
 * before this rule, has them shut: their password is public.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'migrationsDir' | 'PUBLIC_URL' | 'SEED' | 'NODE_ENV'>,
  options: { now?: Date; warn?: (message: string) => void } = {},
): Promise<void> {
  await database.migrate(config.migrationsDir);
  await seedReferenceData(database.db, { publicUrl: config.PUBLIC_URL });
  if (config.SEED) {
    await seedDemo(database.db, { now: options.now });
    return;
  }
  if (config.NODE_ENV !== 'production') return;
  const shut = await shutDemoAccounts(database);
  if (shut > 0) {
    (options.warn ?? console.warn)(
      `${shut} demo accounts (*${DEMO_EMAIL_DOMAIN}) can no longer sign in: production never serves the demo's public password`,
    );
  }
}

async function shutDemoAccounts({ db }: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const demo = and(
      like(sql`lower(${users.email})`, `%${DEMO_EMAIL_DOMAIN}`),
      isNotNull(users.passwordHash),
    );
    const rows = await tx
      .update(users)
      .set({ passwordHash: null, platformOperator: false })
      .where(demo)
      .returning({ id: users.id });
    if (rows.length === 0) return 0;
    await tx
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          inArray(
            authTokens.userId,
            rows.map((row) => row.id),
          ),
          isNull(authTokens.revokedAt),
        ),
      );
    return rows.length;
  });
}
