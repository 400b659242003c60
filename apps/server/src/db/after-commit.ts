import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

type Hook = (db: Db) => void;

/** The hooks of each open transaction, and the database it runs on. */
const openTransactions = new WeakMap<object, { db: Db; hooks: Hook[] }>();
const wrapped = new WeakSet<Db>();

/**
 * Lets code inside `db.transaction(...)` ask for work once the transaction has committed
 * (`afterCommit`): the transaction's handle is remembered until it ends, and its hooks run
 * after a commit, never after a rollback. Changes `db` in place, once; the app does it as it
 * starts (plugins/database.ts), so every transaction of the app is known.
 */
export function withAfterCommit(db: Db): Db {
  if (wrapped.has(db)) return db;
  wrapped.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => {
    const hooks: Hook[] = [];
    const result = await transaction(async (tx) => {
      openTransactions.set(tx, { db, hooks });
      return run(tx);
    }, config);
    for (const hook of hooks) hook(db);
    return result;
  }) as Db['transaction'];
  return db;
}

/**
 * Runs `hook` once what `q` wrote is committed: at the end of its transaction, or at once when
 * `q` is the database itself (each statement commits on its own; call this after the write).
 */
export function afterCommit(q: Db | Tx, hook: Hook): void {
  if (!(q instanceof PgTransaction)) {
    hook(q);
    return;
  }
  const open = openTransactions.get(q);
  // Running it now would run it before the commit, the very thing this exists to prevent.
  if (!open) throw new Error('afterCommit: a transaction not opened through withAfterCommit');
  open.hooks.push(hook);
}
