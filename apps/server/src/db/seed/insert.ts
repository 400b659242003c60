import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/**
 * Inserts rows in multi-row INSERTs of `size` rows. One statement per row would dominate
 * seeding time; one statement for everything would exceed PostgreSQL's 65,535 bind
 * parameters, so rows go in chunks (1000 rows × ≤ 15 columns stays well under it).
 */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
