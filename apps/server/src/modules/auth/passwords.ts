import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import argon2 from 'argon2';
import { Slots } from './slots.ts';

/**
 * Every argon2 run of the process (sign-in, link-accounts, password change and reset) goes
 * through these slots: PASSWORD_CHECK_CONCURRENCY at once, the cores by default. Process-wide
 * on purpose, since the CPU and libuv's thread pool are.
 */
const slots = new Slots(availableParallelism());

export function setPasswordCheckConcurrency(size: number): void {
  slots.resize(size);
}

/** argon2id with the library's defaults (64 MiB, t=3, p=4). */
export function hashPassword(password: string): Promise<string> {
  return slots.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

/** How long recent checks took as a client saw them (waiting for a slot included). */
const recentCheckMs: number[] = [];
const RECENT_CHECKS = 64;

function noteCheckTime(ms: number): void {
  recentCheckMs.push(ms);
  if (recentCheckMs.length > RECENT_CHECKS) recentCheckMs.shift();
}

/** False for a wrong password and for an unreadable stored hash (never throws). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  const started = performance.now();
  try {
    return await slots.run(() => argon2.verify(storedHash, password));
  } catch {
    return false;
  } finally {
    noteCheckTime(performance.now() - started);
  }
}

/** At most one real argon2 run per this many ms for names that do not exist (the budget). */
const DUMMY_CHECK_EVERY_MS = 5_000;
let lastDummyCheck = Number.NEGATIVE_INFINITY;
let dummyHash: Promise<string> | undefined;
let dummyCheck: Promise<void> = Promise.resolve();

/**
 * Answers false for a user that does not exist after as long as a real check of a real user
 * takes, so response time does not reveal which names are registered — but without spending
 * argon2 on every guess (issue 11: a spray of random names must not starve real customers).
 * Within a budget (one run per 5 s) it does check against a dummy hash, which keeps the
 * recorded times current when no real customer signs in; otherwise it waits for a time drawn
 * from the recent real checks, which costs no CPU at all.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const now = performance.now();
  if (now - lastDummyCheck >= DUMMY_CHECK_EVERY_MS) {
    lastDummyCheck = now;
    dummyCheck = (async () => {
      dummyHash ??= hashPassword('no-such-user-dummy-password');
      await verifyPassword(await dummyHash, password);
    })();
    await dummyCheck;
  } else if (recentCheckMs.length === 0) {
    // Nothing measured yet (the first check is still running): its end is the best estimate.
    await dummyCheck;
  } else {
    await sleep(recentCheckMs[Math.floor(Math.random() * recentCheckMs.length)]);
  }
  return false;
}
