import { createHash, randomBytes } from 'node:crypto';
import {
  type ForgotPasswordRequest,
  type ForgotUsernameRequest,
  RESET_TOKEN_TTL_MINUTES,
  type RecoveryResponse,
  type ResetPasswordRequest,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { mailLanguage } from '../mail/compose.ts';
import { countMailTo, queueMail, senderOf } from '../mail/outbox.ts';
import { resetPasswordMail, userNamesMail } from './mail-templates.ts';
import { assertPasswordAcceptable } from './password-policy.ts';
import { replacePassword } from './passwords.ts';
import * as repo from './repository.ts';

/** At most this many recovery mails per account (reset) or address (user names) an hour. */
export const MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface RecoveryDeps {
  db: Db;
  /** Runs the lookup and mail work after the answer, then delivers what it queued. */
  later(task: () => Promise<number[]>): void;
  /** Where reset links point: the brand's own site, or (development) the host asked. */
  linkBase(brand: { urlAccount: string }): string;
}

/** Only a hash of the token is stored: a database leak does not hand out reset links. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sameAnswer = (what: 'password' | 'username'): RecoveryResponse => ({
  succeeded: true,
  message:
    what === 'password'
      ? 'If the details match an account, we have sent an e-mail with a link to reset the password.'
      : 'If the e-mail address belongs to an account, we have sent the user name to it.',
});

/**
 * POST /v2/customers/forgot-password: the same answer, after the same work, whether or not an
 * account matched; the lookup and the mail happen after the answer (issue 11: timing).
 */
export function forgotPassword(deps: RecoveryDeps, body: ForgotPasswordRequest): RecoveryResponse {
  deps.later(() => mailResetLink(deps, body));
  return sameAnswer('password');
}

/** POST /v2/customers/forgot-username: mails every user name registered with the address. */
export function forgotUsername(deps: RecoveryDeps, body: ForgotUsernameRequest): RecoveryResponse {
  deps.later(() => mailUserNames(deps, body));
  return sameAnswer('username');
}

async function mailResetLink(deps: RecoveryDeps, body: ForgotPasswordRequest): Promise<number[]> {
  const brandId = Number(body.brandId);
  const account = await repo.findAccountForReset(deps.db, brandId, body.username, body.email);
  const brand = account ? await repo.findBrand(deps.db, brandId) : undefined;
  if (account && brand) {
    const token = randomBytes(32).toString('base64url');
    const link = `${deps.linkBase(brand).replace(/\/+$/, '')}/reset-password?hash=${token}`;
    const id = await deps.db.transaction(async (tx) => {
      // Caps mail to one mailbox; beyond it nothing is sent and the answer is the same.
      if ((await repo.countTokensSince(tx, account.id, new Date(Date.now() - HOUR_MS))) >= MAILS_PER_HOUR)
        return null;
      await repo.insertResetToken(
        tx,
        account.id,
        hashResetToken(token),
        new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
      );
      const mail = resetPasswordMail(
        account.email,
        mailLanguage(account.language),
        brand.brandingName,
        account.firstName,
        link,
      );
      return queueMail(tx, { ...mail, from: senderOf(brand) });
    });
    if (id !== null) return [id];
  }
  return [];
}

async function mailUserNames(deps: RecoveryDeps, body: ForgotUsernameRequest): Promise<number[]> {
  const brandId = Number(body.brandId);
  const accounts = await repo.findAccountsByEmail(deps.db, brandId, body.email);
  const brand = accounts.length > 0 ? await repo.findBrand(deps.db, brandId) : undefined;
  if (accounts.length > 0 && brand) {
    const first = accounts[0]!;
    const id = await deps.db.transaction(async (tx) => {
      if ((await countMailTo(tx, first.email, new Date(Date.now() - HOUR_MS))) >= MAILS_PER_HOUR) return null;
      const names = accounts.map((a) => a.userName);
      const mail = userNamesMail(first.email, mailLanguage(first.language), brand.brandingName, names);
      return queueMail(tx, { ...mail, from: senderOf(brand) });
    });
    if (id !== null) return [id];
  }
  return [];
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof repo.findResetToken>>>;

function usable(row: TokenRow | undefined): row is TokenRow {
  return (
    !!row &&
    row.token.usedAt === null &&
    row.linkedInto === null &&
    row.token.expiresAt.getTime() > Date.now()
  );
}

/** POST /v2/customers/validate-reset-hash: lets the page say "expired" before the form. */
export async function validateResetHash(db: Db, hash: string): Promise<{ is_valid: boolean }> {
  return { is_valid: usable(await repo.findResetToken(db, hashResetToken(hash))) };
}

const invalidLink = () =>
  new AppError('bad_request', 'This reset link is invalid or has expired. Ask for a new one.', {
    field: 'SecurityToken',
    reason: 'reset_link_invalid',
  });

/**
 * POST /v2/customers/reset-password: one transaction locks the token, so two uses of the
 * same link cannot both succeed; the new password ends every session of the account.
 */
export async function resetPassword(
  db: Db,
  dispatch: (ids: number[]) => void,
  body: ResetPasswordRequest,
): Promise<RecoveryResponse> {
  const tokenHash = hashResetToken(body.SecurityToken);
  const peek = await db.transaction((tx) => repo.findResetToken(tx, tokenHash));
  if (!usable(peek)) throw invalidLink();
  assertPasswordAcceptable(body.newPassword, peek.customer, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const notices = await db.transaction(async (tx) => {
    const row = await repo.findResetToken(tx, tokenHash, true);
    if (!usable(row)) throw invalidLink();
    return replacePassword(tx, row.customer.id, passwordHash);
  });
  dispatch(notices);
  return { succeeded: true, message: 'Your password has been changed. Sign in with the new one.' };
}
