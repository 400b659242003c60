import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Tables a refused request may write on purpose, and why: a failed sign-in is recorded so
 * that the lock counts it, and every limited request is counted, refused or not (issue 11).
 */
const MAY_CHANGE = new Set(['login_attempts', 'rate_limit_counters']);

/** Per table: row count and the newest row version (`xmin`), which any committed write moves. */
export type Fingerprint = Map<string, string>;

/** Rows of a raw query, on PGlite and node-postgres alike. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function userTables(db: Db): Promise<string[]> {
  const result = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return result.map((r) => r.name).filter((name) => !MAY_CHANGE.has(name));
}

/**
 * A snapshot of the whole database that any committed insert, update or delete changes: an
 * insert or update writes a row version with a newer transaction id, a delete lowers the
 * count. One query over every table; reads of aborted transactions are invisible.
 */
export async function fingerprint(db: Db, tables: string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (name) =>
      `SELECT '${name}' AS name, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text AS state FROM "${name}"`,
  );
  const result = await rows<{ name: string; state: string }>(db, sql.raw(parts.join(' UNION ALL ')));
  return new Map(result.map((r) => [r.name, r.state]));
}

/** The tables whose state differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/**
 * The next transaction id: unchanged when nothing was written since the last call (aborted
 * writes move it too, so a move only says "look closer", never "something changed").
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const [row] = await rows<{ x: string }>(db, sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`);
  return row!.x;
}
