import argon2 from 'argon2';

/**
 * argon2id hashes, memoised per (user, password) for the life of the process: every API test
 * file seeds a fresh in-memory database, and argon2 is deliberately slow (~50–100 ms a hash).
 * Each user still gets a hash of their own (own salt); only repeat seeds in one process reuse it.
 */
const cache = new Map<string, Promise<string>>();

export function hashFor(userName: string, password: string): Promise<string> {
  const key = `${userName}\u0000${password}`;
  let hash = cache.get(key);
  if (!hash) {
    hash = argon2.hash(password, { type: argon2.argon2id });
    // Do not keep a rejected promise around; the next seed should try again.
    hash.catch(() => cache.delete(key));
    cache.set(key, hash);
  }
  return hash;
}
