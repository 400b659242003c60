import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const ann = { id: 7, userName: 'ann', customerHash: 'h7' };
const live = () => Promise.resolve({ ...ann, live: true });

/** A load that answers only when told to, to interleave a change with a read in flight. */
function heldLoad() {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  return {
    load: async () => {
      await gate;
      return { ...ann, live: true };
    },
    answer: () => answer(),
  };
}

function liveCache(ttlMs = 30_000) {
  const cache = new SessionCache(ttlMs);
  cache.setLive(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps a live session and answers it again without reading', async () => {
    const cache = liveCache();
    let reads = 0;
    const load = () => {
      reads += 1;
      return live();
    };
    expect(await cache.find(7, 's1', load)).toEqual(ann);
    expect(await cache.find(7, 's1', load)).toEqual(ann);
    expect(reads).toBe(1);
    // Another session of the same customer is its own entry.
    await cache.find(7, 's2', load);
    expect(reads).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('never keeps an ended session or an unknown customer', async () => {
    const cache = liveCache();
    expect(await cache.find(7, 's1', () => Promise.resolve({ ...ann, live: false }))).toBeUndefined();
    expect(await cache.find(8, 's1', () => Promise.resolve(undefined))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reads again once the customer’s sessions are forgotten, and only that customer’s', async () => {
    const cache = liveCache();
    await cache.find(7, 's1', live);
    await cache.find(8, 's1', () => Promise.resolve({ ...ann, id: 8, live: true }));
    cache.forgetCustomer(7);
    expect(cache.size).toBe(1);
    let reads = 0;
    await cache.find(7, 's1', () => {
      reads += 1;
      return Promise.resolve({ ...ann, live: false });
    });
    expect(reads).toBe(1);
    await cache.find(8, 's1', () => {
      reads += 1;
      return live();
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
    const cache = new SessionCache(30_000);
    let reads = 0;
    const load = () => {
      reads += 1;
      return live();
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
      return live();
    };
    await cache.find(7, 's1', load);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.find(7, 's1', load);
    expect(reads).toBe(2);
  });

  it('stays bounded: past 20,000 sessions the oldest customers go', async () => {
    const cache = liveCache();
    for (let id = 1; id <= 20_001; id++)
      await cache.find(id, 's', () => Promise.resolve({ ...ann, id, live: true }));
    expect(cache.size).toBe(20_000);
    let reads = 0;
    await cache.find(1, 's', () => {
      reads += 1;
      return live();
    });
    expect(reads).toBe(1);
  });
});
