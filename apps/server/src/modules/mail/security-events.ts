import { randomUUID } from 'node:crypto';
import { MARKET_TIME_ZONE } from '@myaccount/contract';
import type { Tx } from '../../db/client.ts';
import { announce } from './events.ts';

// Security notices (issue 14): the password or the e-mail address changed. In the bell and by
// mail to the main address, whatever the preferences, so the owner of an account hears of a
// change they did not make; never a secret in them. Each change is its own event.

/** The moment in the market's time zone, as the catalogue's date and clock-time params. */
export function marketMoment(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKET_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function announcePasswordChanged(tx: Tx, customerId: number, at = new Date()): Promise<number[]> {
  return announce(tx, customerId, {
    key: `password-changed:${customerId}:${randomUUID()}`,
    kind: 'password_changed',
    params: marketMoment(at),
    purpose: 'security',
    path: '/profile',
  });
}

/**
 * Runs after the new address is stored: the notice goes to it (the main address now) and to
 * the address the account left.
 */
export function announceEmailChanged(
  tx: Tx,
  customerId: number,
  change: { from: string; to: string },
  at = new Date(),
): Promise<number[]> {
  const previous = change.from.trim();
  return announce(tx, customerId, {
    key: `email-changed:${customerId}:${randomUUID()}`,
    kind: 'email_changed',
    params: { from: change.from, to: change.to, ...marketMoment(at) },
    purpose: 'security',
    path: '/profile',
    alsoTo: previous ? [{ address: previous, role: 'previous' }] : [],
  });
}
