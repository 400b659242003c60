import type { Db } from './client.ts';

const caches = new Set<WeakMap<Db, Promise<unknown>>>();

/**
 * A read of data that only the seed writes (brands, states), kept per database after its
 * first answer: the public sign-in page asks for brands on every visit. The seed calls
 * `forgetReferenceReads` after writing, so the cache never outlives what it copied; a read
 * that failed is not kept. Callers must not change what it answers.
 */
export function cachedPerDatabase<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, Promise<T>>();
  caches.add(cache as WeakMap<Db, Promise<unknown>>);
  return (db) => {
    let answer = cache.get(db);
    if (!answer) {
      answer = load(db);
      cache.set(db, answer);
      answer.catch(() => cache.delete(db));
    }
    return answer;
  };
}

/** Drops every cached reference read of `db`: call it after writing brands or states. */
export function forgetReferenceReads(db: Db): void {
  for (const cache of caches) cache.delete(db);
}
