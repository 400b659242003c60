import type { TwoStepRecoveryCodes, TwoStepSetup, TwoStepStatus } from '@myaccount/contract';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { findCustomerById, recordSignInChange } from '../auth/index.ts';
import { assertCustomerInPerson } from '../passkeys/index.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import * as repo from './repository.ts';
import type { SecretBox } from './secret-box.ts';
import { acceptSecondFactor } from './second-factor.ts';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.ts';

export interface TwoStepDeps {
  db: Db;
  /** Seals and opens the authenticator secret at rest. */
  box: SecretBox;
  dispatch(ids: number[]): void;
}

export const codeIncorrect = () =>
  new AppError('bad_request', 'The code is incorrect or has expired.', {
    field: 'code',
    reason: 'two_step_code_incorrect',
  });

export async function twoStepStatusOf(db: Db, session: Session): Promise<TwoStepStatus> {
  assertCustomerInPerson(session);
  const secret = await repo.findSecret(db, session.customerId);
  const enabled = Boolean(secret?.enabledAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, session.customerId) : 0,
  };
}

/**
 * Starts an enrolment: a new secret, as a QR code and as a manual key. Nothing changes for
 * the sign-in until the first code confirms the app holds the secret.
 */
export async function startEnrolment(
  deps: Pick<TwoStepDeps, 'db' | 'box'>,
  session: Session,
  issuer: string,
): Promise<TwoStepSetup> {
  assertCustomerInPerson(session);
  return newSecretFor(deps, session.customerId, issuer);
}

/** A new secret for the customer (also for an enrolment at sign-in, which has no session). */
export async function newSecretFor(
  { db, box }: Pick<TwoStepDeps, 'db' | 'box'>,
  customerId: number,
  issuer: string,
): Promise<TwoStepSetup> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new AppError('not_found', 'Customer not found.', { reason: 'customer_not_found' });
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    const current = await repo.findSecret(tx, customer.id, true);
    if (current?.enabledAt) {
      throw new AppError('conflict', 'Two-step verification is already on.', {
        reason: 'two_step_already_on',
      });
    }
    await repo.saveEnrolment(tx, customer.id, box.seal(secret));
  });
  const uri = otpauthUri(secret, customer.userName, issuer);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrSvg };
}

/** The first code from the app turns it on; the ten recovery codes are answered this once. */
export async function confirmEnrolment(
  deps: TwoStepDeps,
  audit: AuditContext,
  session: Session,
  code: string,
): Promise<TwoStepRecoveryCodes> {
  assertCustomerInPerson(session);
  const outcome = await deps.db.transaction((tx) => turnOnWithFirstCode(tx, deps.box, audit, session, code));
  if (!outcome) throw codeIncorrect();
  deps.dispatch(outcome.notices);
  return { recoveryCodes: outcome.recoveryCodes };
}

/**
 * Checks the first code against the waiting secret and turns two-step verification on, with
 * new recovery codes; answers null for a wrong code (having written nothing). `who.sessionId`
 * is the session that stays signed in ('' at a sign-in: every session ends).
 */
export async function turnOnWithFirstCode(
  tx: Tx,
  box: SecretBox,
  audit: AuditContext,
  who: { customerId: number; sessionId: string },
  code: string,
): Promise<{ recoveryCodes: string[]; notices: number[] } | null> {
  const pending = await repo.findSecret(tx, who.customerId, true);
  if (!pending)
    throw new AppError('conflict', 'Start again: scan a new QR code.', { reason: 'two_step_not_on' });
  if (pending.enabledAt) {
    throw new AppError('conflict', 'Two-step verification is already on.', {
      reason: 'two_step_already_on',
    });
  }
  const step = acceptedStep(box.open(pending.secret), code, null);
  if (step === null) return null;
  const recoveryCodes = newRecoveryCodes();
  await repo.enable(tx, who.customerId, step, recoveryCodes.map(hashRecoveryCode));
  await recordAudit(tx, audit, { action: 'two-step.on', entity: 'customer', entityId: who.customerId });
  return { recoveryCodes, notices: await recordSignInChange(tx, who, 'two_step_on') };
}

/** Turning it off takes a current code (or a recovery code), so a borrowed session cannot. */
export async function disableTwoStep(
  deps: TwoStepDeps,
  audit: AuditContext,
  session: Session,
  code: string,
): Promise<void> {
  assertCustomerInPerson(session);
  const outcome = await deps.db.transaction(async (tx) => {
    const secret = await repo.findSecret(tx, session.customerId, true);
    if (!secret?.enabledAt) {
      throw new AppError('conflict', 'Two-step verification is not on.', { reason: 'two_step_not_on' });
    }
    // A wrong code changes nothing (and is not recorded): answered after the transaction.
    if (!(await acceptSecondFactor(tx, deps.box, secret, code))) return null;
    await repo.disable(tx, session.customerId);
    await recordAudit(tx, audit, {
      action: 'two-step.off',
      entity: 'customer',
      entityId: session.customerId,
    });
    return recordSignInChange(tx, session, 'two_step_off');
  });
  if (!outcome) throw codeIncorrect();
  deps.dispatch(outcome);
}
