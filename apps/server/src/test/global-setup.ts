import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/index.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data directory (tar), or '' on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Starting PGlite, migrating and seeding costs ~5 s; loading a dump of the result ~0.7 s.
 * So the server project migrates and seeds once, and every buildTestApp() starts from a
 * copy. On PostgreSQL (TEST_DATABASE_URL) each test file still migrates and seeds its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = await openDatabase({});
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `myaccount-pglite-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
