import argon2 from 'argon2';

/**
 * How hard the seeded passwords' hashes are. `production`: argon2id at the library's defaults
 * (64 MiB, t=3, p=4), as the app hashes a password (modules/auth/passwords.ts); the demo server
 * and the journeys sign in against these. `test`: the least argon2 takes (1 MiB, t=1, p=1), for
 * the API tests' database (test/global-setup.ts): most of their tests sign a seeded customer in,
 * and each check at production cost took 50–100 ms of a core. argon2 reads the cost from the
 * hash, so sign-in runs the same code either way; the app itself never writes a cheap hash.
 */
export type SeedPasswordCost = 'production' | 'test';

const COST: Record<SeedPasswordCost, argon2.Options> = {
  production: {},
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/**
 * argon2id hashes, memoised per (user, password, cost) for the life of the process: every API
 * test file seeds a fresh in-memory database, and argon2 is deliberately slow. Each user still
 * gets a hash of their own (own salt); only repeat seeds in one process reuse it.
 */
const cache = new Map<string, Promise<string>>();

export function hashFor(
  userName: string,
  password: string,
  cost: SeedPasswordCost = 'production',
): Promise<string> {
  const key = `${userName}\u0000${password}\u0000${cost}`;
  let hash = cache.get(key);
  if (!hash) {
    hash = argon2.hash(password, { ...COST[cost], type: argon2.argon2id });
    // Do not keep a rejected promise around; the next seed should try again.
    hash.catch(() => cache.delete(key));
    cache.set(key, hash);
  }
  return hash;
}
