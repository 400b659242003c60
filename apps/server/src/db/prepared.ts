import type { Db } from './client.ts';

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
