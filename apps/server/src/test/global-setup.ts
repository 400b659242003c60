import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/index.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data directory (tar), or '' on PostgreSQL. */
    pgliteSnapshot: string;
    /** On PostgreSQL, a migrated, demo-seeded database that each test database copies. */
    pgTemplate: string;
  }
}

/**
 * Starting PGlite, migrating and seeding costs ~5 s; loading a dump of the result ~0.7 s.
 * So the server project migrates and seeds once, and every buildTestApp() starts from a
 * copy. On PostgreSQL (TEST_DATABASE_URL) the copy is a template database: CREATE DATABASE …
 * TEMPLATE copies its files in well under a second, where migrating and seeding took seconds.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteSnapshot', '');
    const template = await createPgTemplate(adminUrl);
    project.provide('pgTemplate', template);
    return () => dropPgDatabase(adminUrl, template);
  }
  project.provide('pgTemplate', '');
  const database = await openDatabase({});
  await seedDemo(database.db, { passwordCost: 'test' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `myaccount-pglite-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}

/** A fresh database on that PostgreSQL, migrated and seeded, with no connection left open. */
async function createPgTemplate(adminUrl: string): Promise<string> {
  const name = `myaccount_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await seedDemo(database.db, { passwordCost: 'test' });
  } finally {
    // A template must have no open connection, or CREATE DATABASE … TEMPLATE refuses.
    await database.close();
  }
  return name;
}

async function dropPgDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
