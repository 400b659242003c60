import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';

/**
 * What every instance does before it serves: open the database, migrate, and seed the demo
 * data when asked and the database is empty. Safe for several instances at once on one
 * PostgreSQL (both steps take an advisory lock; see db/client.ts and db/seed/index.ts).
 */
export async function prepareDatabase(env: Env): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    const seeded = env.SEED_DEMO ? await seedDemoIfEmpty(database.db) : false;
    return { database, seeded };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
