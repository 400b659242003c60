import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { lockAttemptSubject, recentFailures, recordAttempt, type LoginDoor } from './repository.ts';

/** 10 failed sign-ins for one user name within 15 minutes lock that name (per door). */
export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

/** The key attempts are counted under: the user name as typed, trimmed and lower-cased. */
export const throttleSubject = (userName: string) => userName.trim().toLowerCase();

async function assertNotLockedIn(q: Db | Tx, door: LoginDoor, subject: string): Promise<void> {
  const failures = await recentFailures(q, door, subject, WINDOW_SECONDS, MAX_FAILURES);
  if (failures.length < MAX_FAILURES) return;
  const retryAfter = Math.max(1, Math.ceil(failures[failures.length - 1]!.remainingSeconds));
  throw new AppError('too_many_requests', 'Too many failed sign-ins. Try again later.', { retryAfter });
}

/**
 * Runs BEFORE the password is checked, so a locked name is refused even with the right
 * password. Retry-After is the time until enough failures leave the window to unlock.
 *
 * The check and the record are one step (issue 11): under a per-name advisory lock the attempt
 * is recorded as a failure up front, and the caller marks it a success once the password
 * matches. So of 20 parallel guesses at most MAX_FAILURES reach the password check.
 * Answers the id of the reserved attempt.
 */
export async function reserveAttempt(db: Db, door: LoginDoor, subject: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAttemptSubject(tx, door, subject);
    await assertNotLockedIn(tx, door, subject);
    return recordAttempt(tx, door, subject, false);
  });
}
