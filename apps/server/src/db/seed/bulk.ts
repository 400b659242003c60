import { sql } from 'drizzle-orm';
import { getTableConfig, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Bulk insert for the large synthetic set: the rows travel as ONE JSON parameter and
 * PostgreSQL unpacks them with json_to_recordset. Drizzle's multi-row VALUES builder spends
 * most of its time walking every bound value (profiled at ~60% of the run), this does not;
 * the SQL is plain PostgreSQL, so it runs the same on PGlite and on a server.
 */
export async function insertJson<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[], size = 2000) {
  // A key missing from a row would arrive as NULL rather than the column default, so rows
  // with different key sets go in separate statements.
  const groups = new Map<string, PgInsertValue<T>[]>();
  for (const row of rows) {
    const signature = Object.keys(row).join();
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  for (const group of groups.values()) await insertUniform(db, table, group, size);
}

async function insertUniform<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[], size: number) {
  const config = getTableConfig(table);
  const keys = Object.keys(rows[0]!);
  const columns = keys.map((key) => {
    const column = config.columns.find((c) => c.name === key || c.name === snake(key));
    if (!column) throw new Error(`insertJson: ${config.name} has no column ${key}`);
    const type = column.getSQLType().replace(/^serial$/, 'integer');
    return { key, name: `"${snake(key)}"`, type };
  });
  const names = columns.map((c) => c.name).join(', ');
  const shape = columns.map((c) => `${c.name} ${c.type}`).join(', ');
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows.slice(i, i + size).map((r) => {
        const out: Record<string, unknown> = {};
        for (const c of columns) out[c.name.slice(1, -1)] = (r as Record<string, unknown>)[c.key];
        return out;
      }),
    );
    await db.execute(
      sql`insert into ${sql.raw(`"${config.name}" (${names})`)} select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(shape)})`,
    );
  }
}

/** Takes `count` ids from a table's serial sequence, so rows can be linked before insert. */
export async function allocateIds(db: Db, table: string, column: string, count: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, ${column}))::int as id from generate_series(1, ${count})`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}
