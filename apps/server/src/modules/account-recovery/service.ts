import { createHash, randomBytes } from 'node:crypto';
import {
  type ForgotPasswordRequest,
  type ForgotUsernameRequest,
  RESET_TOKEN_TTL_MINUTES,
  type RecoveryResponse,
  type ResetPasswordRequest,
} from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { hashPassword } from '../auth/index.ts';
import { accountMailContent, countMailTo, mailLanguage, queueMail, renderMail } from '../mail/index.ts';
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
 * Records the request, the same row whether or not an account matches (the brand, read
 * here, comes from the request, not from any account), then answers; the lookup and the
 * mail run after the answer (issue 11: timing) from the stored row, which a sweep picks up
 * if this process stops first (issue 11: nothing lost).
 */
async function intake(
  deps: RecoveryDeps,
  kind: 'password' | 'username',
  fields: { brandId: unknown; userName: string; email: string },
): Promise<RecoveryResponse> {
  const brandId = Number(fields.brandId);
  const brand = await repo.findBrand(deps.db, brandId);
  const id = await repo.insertRecoveryRequest(deps.db, {
    kind,
    brandId,
    userName: fields.userName,
    email: fields.email,
    linkBase: brand ? deps.linkBase(brand) : '',
  });
  deps.later(() => runRecoveryRequest(deps.db, id));
  return sameAnswer(kind);
}

/** POST /v2/customers/forgot-password: the same answer, after the same work, match or not. */
export function forgotPassword(deps: RecoveryDeps, body: ForgotPasswordRequest): Promise<RecoveryResponse> {
  return intake(deps, 'password', { brandId: body.brandId, userName: body.username, email: body.email });
}

/** POST /v2/customers/forgot-username: mails every user name registered with the address. */
export function forgotUsername(deps: RecoveryDeps, body: ForgotUsernameRequest): Promise<RecoveryResponse> {
  return intake(deps, 'username', { brandId: body.brandId, userName: '', email: body.email });
}

/**
 * Does one stored request's work in one transaction with its claim: the reset token, the
 * queued mail and the row's removal commit together, so a crash either leaves the request
 * for the sweep or leaves it done, never half. Answers the ids of the mail it queued.
 */
export async function runRecoveryRequest(db: Db, id: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const request = await repo.claimRecoveryRequest(tx, id);
    if (!request) return [];
    const mailId =
      request.kind === 'password' ? await mailResetLink(tx, request) : await mailUserNames(tx, request);
    return mailId === null ? [] : [mailId];
  });
}

/** Requests older than this are taken to be left behind by a process that stopped. */
export const STALE_REQUEST_MS = 30_000;

/** Runs every request left behind; answers the ids of the mail queued. */
export async function sweepRecoveryRequests(db: Db, now = new Date()): Promise<number[]> {
  const ids = await repo.findStaleRecoveryRequests(db, new Date(now.getTime() - STALE_REQUEST_MS));
  const queued: number[] = [];
  for (const id of ids) queued.push(...(await runRecoveryRequest(db, id)));
  return queued;
}

async function mailResetLink(tx: Tx, request: repo.RecoveryRequest): Promise<number | null> {
  const account = await repo.findAccountForReset(tx, request.brandId, request.userName, request.email);
  const brand = account ? await repo.findBrand(tx, request.brandId) : undefined;
  if (!account || !brand || !request.linkBase) return null;
  // Caps mail to one mailbox; beyond it nothing is sent and the answer was the same.
  if ((await repo.countTokensSince(tx, account.id, new Date(Date.now() - HOUR_MS))) >= MAILS_PER_HOUR)
    return null;
  const token = randomBytes(32).toString('base64url');
  const link = `${request.linkBase.replace(/\/+$/, '')}/reset-password?hash=${token}`;
  await repo.insertResetToken(
    tx,
    account.id,
    hashResetToken(token),
    new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  );
  const language = mailLanguage(account.language);
  const content = accountMailContent(
    'reset_password',
    { firstName: account.firstName, link, minutes: RESET_TOKEN_TTL_MINUTES },
    language,
  );
  return queueMail(tx, await renderMail(account.email, brand, language, content));
}

async function mailUserNames(tx: Tx, request: repo.RecoveryRequest): Promise<number | null> {
  const accounts = await repo.findAccountsByEmail(tx, request.brandId, request.email);
  const brand = accounts.length > 0 ? await repo.findBrand(tx, request.brandId) : undefined;
  const first = accounts[0];
  if (!first || !brand) return null;
  if ((await countMailTo(tx, first.email, new Date(Date.now() - HOUR_MS))) >= MAILS_PER_HOUR) return null;
  const names = accounts.map((a) => a.userName);
  const language = mailLanguage(first.language);
  const content = accountMailContent('user_names', { userNames: names }, language);
  return queueMail(tx, await renderMail(first.email, brand, language, content));
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
  origin: { requestId: string; ip: string },
): Promise<RecoveryResponse> {
  const tokenHash = hashResetToken(body.SecurityToken);
  const peek = await db.transaction((tx) => repo.findResetToken(tx, tokenHash));
  if (!usable(peek)) throw invalidLink();
  assertPasswordAcceptable(body.newPassword, peek.customer, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const notices = await db.transaction(async (tx) => {
    const row = await repo.findResetToken(tx, tokenHash, true);
    if (!usable(row)) throw invalidLink();
    // On the account's activity (issue 14): a reset from a mailed link, and from where.
    const audit = { customerId: row.customer.id, agentUserName: null, ...origin };
    await recordAudit(tx, audit, { action: 'password.reset', entity: 'customer', entityId: row.customer.id });
    return replacePassword(tx, row.customer.id, passwordHash);
  });
  dispatch(notices);
  return { succeeded: true, message: 'Your password has been changed. Sign in with the new one.' };
}
