// The real server (auth, database, serialisation) on a free port, in its own process so
// the load generator does not share its event loop.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import './lib/cpu-report.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/index.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  // The built web app only for the browser benches (BENCH_WEB_DIST); API benches serve none.
  WEB_DIST: process.env.BENCH_WEB_DIST ?? '',
  // Load comes from one address at rates no client should reach: benches measure the work,
  // not the limits (which are API-tested), unless RATE_LIMIT_FACTOR is given.
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '0',
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  TWO_STEP_KEY: process.env.TWO_STEP_KEY ?? randomBytes(32).toString('hex'),
});
const database = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'myaccount-bench-')),
});
await seedDemoIfEmpty(database.db);
const app = await buildApp({ env, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address, database: database.kind });
