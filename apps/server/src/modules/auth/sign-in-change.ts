import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { announce } from '../mail/index.ts';
import { marketToday } from '../service-changes/index.ts';
import { endOtherSessions } from './sessions.ts';

/** A change to how the account signs in (issue 17), named as its notification. */
export type SignInChange = 'passkey_added' | 'passkey_removed' | 'two_step_on' | 'two_step_off';

/**
 * A passkey or the second factor changed (issue 17): whoever else is signed in (perhaps the
 * person the change locks out) is signed out, and the customer is told in the app and by a
 * security mail to the main address. Runs in the change's transaction; answers the queued
 * mail ids for the caller to dispatch after commit.
 */
export async function recordSignInChange(
  tx: Tx,
  session: { customerId: number; sessionId: string },
  change: SignInChange,
): Promise<number[]> {
  await endOtherSessions(tx, session.customerId, session.sessionId);
  return announce(tx, session.customerId, {
    // Every change is its own event (two passkeys added in a day are two notices).
    key: `${change}:${session.customerId}:${randomUUID()}`,
    kind: change,
    params: { date: marketToday(new Date()) },
    purpose: 'security',
    path: '/profile',
  });
}
