import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { FairPGlite } from './fair-pglite.ts';

/**
 * Runs `sessions` request-like chains of queries at once and notes how many queries had finished
 * when a `setImmediate` scheduled at the start ran: the first moment the event loop could
 * accept a connection or fire a timer.
 */
async function queriesBeforeTheLoopRuns(db: PGlite, sessions = 20, queriesEach = 10) {
  let finished = 0;
  let seenByTheLoop = -1;
  setImmediate(() => (seenByTheLoop = finished));
  await Promise.all(
    Array.from({ length: sessions }, async () => {
      for (let i = 0; i < queriesEach; i++) {
        await db.query('SELECT 1');
        finished++;
      }
    }),
  );
  return { seenByTheLoop, total: sessions * queriesEach };
}

describe('FairPGlite', () => {
  const opened: PGlite[] = [];
  const open = async (Kind: typeof PGlite) => {
    const db = new Kind();
    opened.push(db);
    await db.query('SELECT 1');
    return db;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });

  it('plain PGlite keeps the event loop away until its whole queue is done (the defect)', async () => {
    const { seenByTheLoop, total } = await queriesBeforeTheLoopRuns(await open(PGlite));
    // -1: it had not run even once when the last query finished.
    expect([-1, total]).toContain(seenByTheLoop);
  });

  it('lets the event loop in before the queue is done', async () => {
    const { seenByTheLoop, total } = await queriesBeforeTheLoopRuns(await open(FairPGlite));
    expect(seenByTheLoop).toBeGreaterThanOrEqual(0);
    expect(seenByTheLoop).toBeLessThan(total / 2);
  });

  it('keeps query results, errors and transactions as PGlite has them', async () => {
    const db = await open(FairPGlite);
    expect((await db.query<{ n: number }>('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
    await expect(db.query('SELECT * FROM missing_table')).rejects.toThrow(/missing_table/);
    await db.exec('CREATE TABLE t (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction(async (tx) => tx.query('INSERT INTO t VALUES (2)'));
    expect((await db.query<{ n: number }>('SELECT n FROM t')).rows).toEqual([{ n: 2 }]);
  });
});
