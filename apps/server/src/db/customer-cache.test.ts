import { describe, expect, it } from 'vitest';
import { CustomerCache } from './customer-cache.ts';

const ann = { id: 7, userName: 'ann', customerHash: 'h7' };
const found = () => Promise.resolve(ann);

/** A load that answers only when told to, to interleave a change with a read in flight. */
function heldLoad() {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  return {
    load: async () => {
      await gate;
      return ann;
    },
    answer: () => answer(),
  };
}

function liveCache(ttlMs = 30_000, byteBudget?: number) {
  const cache = new CustomerCache(ttlMs, byteBudget);
  cache.setLive(true);
  return cache;
}

describe('CustomerCache', () => {
  it('keeps an answer and gives it again without reading', async () => {
    const cache = liveCache();
    let reads = 0;
    const load = () => {
      reads += 1;
      return found();
    };
    expect(await cache.find(7, 's1', load)).toEqual(ann);
    expect(await cache.find(7, 's1', load)).toEqual(ann);
    expect(reads).toBe(1);
    // Another key of the same customer is its own entry.
    await cache.find(7, 's2', load);
    expect(reads).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('never keeps a read that found nothing, nor one that threw', async () => {
    const cache = liveCache();
    expect(await cache.find(8, 's1', () => Promise.resolve(undefined))).toBeUndefined();
    await expect(cache.find(8, 's1', () => Promise.reject(new Error('not yours')))).rejects.toThrow(
      'not yours',
    );
    expect(cache.size).toBe(0);
  });

  it('keeps only what the caller finds worth keeping', async () => {
    const cache = liveCache();
    let reads = 0;
    const list = (length: number) => () => {
      reads += 1;
      return Promise.resolve(Array.from({ length }, (_, i) => i));
    };
    const short = (items: number[]) => items.length <= 2;
    await cache.find(7, 'short', list(2), short);
    await cache.find(7, 'short', list(2), short);
    await cache.find(7, 'long', list(3), short);
    await cache.find(7, 'long', list(3), short);
    expect(reads).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('reads again once the customer’s entries are forgotten, and only that customer’s', async () => {
    const cache = liveCache();
    await cache.find(7, 's1', found);
    await cache.find(8, 's1', () => Promise.resolve({ ...ann, id: 8 }));
    cache.forgetCustomer(7);
    expect(cache.size).toBe(1);
    let reads = 0;
    await cache.find(7, 's1', () => {
      reads += 1;
      return Promise.resolve(undefined);
    });
    expect(reads).toBe(1);
    await cache.find(8, 's1', () => {
      reads += 1;
      return found();
    });
    expect(reads).toBe(1);
  });

  it('does not keep a read that was in flight when a change committed (it may predate it)', async () => {
    const cache = liveCache();
    const held = heldLoad();
    const found = cache.find(7, 's1', held.load);
    cache.forgetCustomer(7);
    held.answer();
    expect(await found).toEqual(ann); // this request was already under way: it is answered
    expect(cache.size).toBe(0); // but the next one reads again
  });

  it('trusts nothing while notifications are not arriving, and drops all when they stop', async () => {
    const cache = new CustomerCache(30_000);
    let reads = 0;
    const load = () => {
      reads += 1;
      return found();
    };
    await cache.find(7, 's1', load);
    await cache.find(7, 's1', load);
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);

    cache.setLive(true);
    await cache.find(7, 's1', load);
    await cache.find(7, 's1', load);
    expect(reads).toBe(3);
    cache.setLive(false); // the listening connection was lost
    expect(cache.size).toBe(0);
    await cache.find(7, 's1', load);
    expect(reads).toBe(4);
  });

  it('reads again after its time to live', async () => {
    const cache = liveCache(0);
    let reads = 0;
    const load = () => {
      reads += 1;
      return found();
    };
    await cache.find(7, 's1', load);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.find(7, 's1', load);
    expect(reads).toBe(2);
  });

  it('stays bounded: past 20,000 entries the oldest customers go', async () => {
    const cache = liveCache();
    for (let id = 1; id <= 20_001; id++) await cache.find(id, 's', () => Promise.resolve({ ...ann, id }));
    expect(cache.size).toBe(20_000);
    let reads = 0;
    await cache.find(1, 's', () => {
      reads += 1;
      return found();
    });
    expect(reads).toBe(1);
  });

  describe('large answers kept as bytes', () => {
    const size = (bytes: Buffer) => bytes.byteLength;
    /** A load of `text` as bytes that counts its reads. */
    function counted(text: string) {
      const load = () => {
        load.reads += 1;
        return Promise.resolve(Buffer.from(text));
      };
      load.reads = 0;
      return load;
    }

    it('keeps one and gives it again; a change of the customer drops it with the rest', async () => {
      const cache = liveCache(30_000, 100);
      const year = counted('x'.repeat(60));
      expect(await cache.findLarge(7, 'usage', year, size)).toEqual(Buffer.from('x'.repeat(60)));
      expect(await cache.findLarge(7, 'usage', year, size)).toEqual(Buffer.from('x'.repeat(60)));
      expect(year.reads).toBe(1);
      await cache.find(7, 'profile', found);
      expect([cache.size, cache.bytes]).toEqual([2, 60]);
      cache.forgetCustomer(7);
      expect([cache.size, cache.bytes]).toEqual([0, 0]);
      await cache.findLarge(7, 'usage', year, size);
      expect(year.reads).toBe(2);
    });

    it('stays within its budget: the oldest large answer goes, small entries stay', async () => {
      const cache = liveCache(30_000, 100);
      const first = counted('a'.repeat(60));
      const second = counted('b'.repeat(50));
      await cache.find(7, 'profile', found);
      await cache.findLarge(7, 'usage', first, size);
      await cache.findLarge(8, 'usage', second, size); // 110 > 100: customer 7's goes
      expect([cache.size, cache.bytes]).toEqual([2, 50]);
      await cache.findLarge(8, 'usage', second, size);
      expect(second.reads).toBe(1);
      await cache.findLarge(7, 'usage', first, size);
      expect(first.reads).toBe(2);
      let profileReads = 0;
      await cache.find(7, 'profile', () => {
        profileReads += 1;
        return found();
      });
      expect(profileReads).toBe(0);
      // Kept again, customer 8's is now the oldest and went.
      expect(cache.bytes).toBe(60);
      await cache.findLarge(8, 'usage', second, size);
      expect(second.reads).toBe(2);
    });

    it('never keeps an answer larger than the whole budget', async () => {
      const cache = liveCache(30_000, 100);
      const huge = counted('z'.repeat(101));
      await cache.findLarge(7, 'usage', huge, size);
      await cache.findLarge(7, 'usage', huge, size);
      expect(huge.reads).toBe(2);
      expect([cache.size, cache.bytes]).toEqual([0, 0]);
    });
  });
});
