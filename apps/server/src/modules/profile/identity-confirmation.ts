import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findBrand } from '../account-recovery/index.ts';
import { accountMailContent, mailLanguage, queueMail, renderMail } from '../mail/index.ts';
import * as repo from './repository.ts';

/**
 * Issue 11: a support agent must not take over an account by changing where its password
 * reset goes. A change of user name or main e-mail made in agent mode needs a code the
 * customer received at the current address and reads to the agent; the code confirms
 * exactly that change.
 */
export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_TRIES = 5;
export const CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** A customer's brand is always there; should it not be, the mail goes out unbranded. */
const NO_BRAND = { systemName: '', brandingName: '', emailName: '', emailAddress: '' };

export interface Identity {
  userName: string;
  email: string;
}

const normal = (text: string) => text.trim().toLowerCase();

/** Sign-in is case-insensitive, so only a change beyond case changes the identity. */
export const changesIdentity = (current: Identity, next: Identity) =>
  normal(current.userName) !== normal(next.userName) || normal(current.email) !== normal(next.email);

/** Bound to the customer and the change, so a code cannot confirm anything else. */
function codeHash(customerId: number, next: Identity, code: string): string {
  return createHash('sha256')
    .update(`${customerId}\n${normal(next.userName)}\n${normal(next.email)}\n${code}`)
    .digest('hex');
}

export const confirmationRequired = () =>
  new AppError(
    'business_rule',
    'The customer must confirm this change: we sent a code to their current e-mail address.',
    { field: 'confirmationCode', reason: 'customer_confirmation_required' },
  );

export const codeIncorrect = () =>
  new AppError('business_rule', 'The confirmation code is not valid. Ask for a new one.', {
    field: 'confirmationCode',
    reason: 'confirmation_code_incorrect',
  });

/**
 * Mails a fresh code to the customer's current address (replacing any open one) and answers
 * the queued mail's id, or 429 past CODES_PER_HOUR. Nothing of the profile changes.
 */
export async function sendConfirmationCode(
  db: Db,
  customer: Identity & { id: number; brandId: number; preferredLanguage: string },
  agentUserName: string,
  next: Identity,
): Promise<number> {
  const brand = await findBrand(db, customer.brandId);
  return db.transaction(async (tx) => {
    const recent = await repo.confirmationsSince(tx, customer.id, new Date(Date.now() - HOUR_MS));
    if (recent.length >= CODES_PER_HOUR) {
      const retryAfter = Math.ceil((recent[0]!.createdAt.getTime() + HOUR_MS - Date.now()) / 1000);
      throw new AppError('too_many_requests', undefined, { retryAfter: Math.max(1, retryAfter) });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.closeOpenConfirmations(tx, customer.id);
    await repo.insertConfirmation(tx, {
      customerId: customer.id,
      agentUserName,
      newUserName: next.userName,
      newEmail: next.email,
      codeHash: codeHash(customer.id, next, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    });
    const language = mailLanguage(customer.preferredLanguage);
    const content = accountMailContent('identity_code', { code, minutes: CODE_TTL_MINUTES }, language);
    return queueMail(tx, await renderMail(customer.email, brand ?? NO_BRAND, language, content));
  });
}

/**
 * Spends one try of the customer's open code inside the caller's transaction. True when the
 * code matches this very change (the confirmation is then closed); false otherwise, with the
 * try counted and the confirmation closed after MAX_CODE_TRIES — the caller commits that and
 * answers `codeIncorrect()`.
 */
export async function spendConfirmationCode(
  tx: Tx,
  customerId: number,
  next: Identity,
  code: string,
): Promise<boolean> {
  const open = await repo.lockOpenConfirmation(tx, customerId);
  if (!open) return false;
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(codeHash(customerId, next, code), 'hex');
  const matches = timingSafeEqual(expected, given);
  const attempts = open.attempts + 1;
  await repo.recordConfirmationTry(tx, open.id, attempts, matches || attempts >= MAX_CODE_TRIES);
  return matches;
}
