import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * A hot read prepared once per database and reused: no query building per request, and on
 * PostgreSQL a named server-side statement, parsed and planned once per connection. `build`
 * must use `sql.placeholder(...)` for every value and end in `.prepare('unique_name')`.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * A hot read that also runs inside transactions. On the database it is prepared once, as
 * above; a transaction's statements must run on its own connection, so there it is built on
 * the transaction each time (on PostgreSQL still a named statement, parsed once per connection).
 */
export function preparedInOrOutOfTransaction<T>(build: (q: Db | Tx) => T): (q: Db | Tx) => T {
  const onDatabase = preparedPerDatabase(build);
  return (q) => (q instanceof PgTransaction ? build(q) : onDatabase(q));
}
