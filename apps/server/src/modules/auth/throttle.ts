import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recentFailures, type LoginDoor } from './repository.ts';

/** 10 failed sign-ins for one user name within 15 minutes lock that name (per door). */
export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

/** The key attempts are counted under: the user name as typed, trimmed and lower-cased. */
export const throttleSubject = (userName: string) => userName.trim().toLowerCase();

/**
 * Runs BEFORE the password is checked, so a locked name is refused even with the right
 * password. Retry-After is the time until enough failures leave the window to unlock.
 */
export async function assertNotLocked(db: Db, door: LoginDoor, subject: string): Promise<void> {
  const failures = await recentFailures(db, door, subject, WINDOW_SECONDS, MAX_FAILURES);
  if (failures.length < MAX_FAILURES) return;
  const retryAfter = Math.max(1, Math.ceil(failures[failures.length - 1]!.remainingSeconds));
  throw new AppError('too_many_requests', 'Too many failed sign-ins. Try again later.', { retryAfter });
}
