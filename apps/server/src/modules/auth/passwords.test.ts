import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh module state per test (the budget clock, the recorded times, the slots).
async function load() {
  vi.resetModules();
  const argon2 = (await import('argon2')).default;
  let inFlight = 0;
  let mostInFlight = 0;
  const realVerify = argon2.verify.bind(argon2);
  const verify = vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      return await realVerify(...args);
    } finally {
      inFlight--;
    }
  });
  const passwords = await import('./passwords.ts');
  return { passwords, verify, mostInFlight: () => mostInFlight };
}

describe('password checks', { timeout: 120_000 }, () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.resetModules();
  });

  it('thirty unknown names run argon2 at most once per 5 s (the budget), and all answer false', async () => {
    const { passwords, verify } = await load();
    const started = performance.now();
    const first = await Promise.all(
      Array.from({ length: 20 }, (_, i) => passwords.verifyAgainstDummy(`guess-${i}`)),
    );
    expect(first).toEqual(Array(20).fill(false));
    // The first of a burst checks; the others wait for it.
    expect(verify).toHaveBeenCalledTimes(1);

    // Later unknown names wait as long as the recorded checks took instead of hashing.
    await Promise.all(Array.from({ length: 10 }, () => passwords.verifyAgainstDummy('more')));
    const budget = 1 + Math.floor((performance.now() - started) / 5000);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(Math.min(budget, 2));
  });

  it('runs at most PASSWORD_CHECK_CONCURRENCY checks at once; the rest queue and still answer', async () => {
    const { passwords, mostInFlight } = await load();
    passwords.setPasswordCheckConcurrency(1);
    const stored = await passwords.hashPassword('Right-Password-1');
    const answers = await Promise.all([
      passwords.verifyPassword(stored, 'Right-Password-1'),
      passwords.verifyPassword(stored, 'wrong'),
      passwords.verifyPassword(stored, 'Right-Password-1'),
    ]);
    expect(answers).toEqual([true, false, true]);
    expect(mostInFlight()).toBe(1);
  });

  it('answers false for an unreadable stored hash instead of throwing', async () => {
    const { passwords } = await load();
    expect(await passwords.verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
