import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { cachedPerDatabase, forgetReferenceReads } from './reference-cache.ts';

const aDb = () => ({}) as Db;

describe('cached reference reads', () => {
  it('read once per database until the seed forgets them', async () => {
    let reads = 0;
    const list = cachedPerDatabase(async () => ++reads);
    const one = aDb();
    const other = aDb();
    expect([await list(one), await list(one), await list(other)]).toEqual([1, 1, 2]);
    forgetReferenceReads(one);
    expect([await list(one), await list(other)]).toEqual([3, 2]);
  });

  it('do not keep a read that failed', async () => {
    let reads = 0;
    const list = cachedPerDatabase(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return reads;
    });
    const db = aDb();
    await expect(list(db)).rejects.toThrow('connection lost');
    expect(await list(db)).toBe(2);
  });
});
