import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FairPGlite } from './fair-pglite.ts';
import { listenOnPglite, listenOnPostgres, type Listen } from './listen.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: the same queries on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Notifications the database sends on commit (NOTIFY), for in-process caches. */
  listen: Listen;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const casing = 'snake_case' as const;

/**
 * Advisory-lock keys of the start-up steps (any fixed bigint; these spell "myaccount" and a
 * step number). Instances starting together on one PostgreSQL take them in turn.
 */
export const startupLocks = { migrate: 0x6d79_6163_0001n, seed: 0x6d79_6163_0002n } as const;

/**
 * Applies the migrations while holding a session advisory lock on a connection of its own,
 * so instances started at once run them one after another: the first applies them, the
 * others find them applied. Without it both ran `CREATE TYPE …` and one crashed with 23505.
 */
async function migrateUnderLock(pool: pg.Pool, db: Parameters<typeof migratePg>[0]) {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [startupLocks.migrate.toString()]);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [startupLocks.migrate.toString()]);
    }
  } finally {
    lock.release();
  }
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number | undefined;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle pooled connection that the server ends (restart, failover, DROP DATABASE …
    // FORCE) emits 'error' on the pool; unhandled, that would crash the process. The pool
    // drops the connection and opens a new one on the next query, so noting it is enough.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01')
        console.warn(`PostgreSQL idle connection lost: ${error.code ?? ''} ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, casing });
    await migrateUnderLock(pool, db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: listenOnPostgres(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new FairPGlite(options.dataDir);
  const db = drizzlePglite(client, { schema, casing });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: listenOnPglite(client),
    close: () => client.close(),
  };
}
