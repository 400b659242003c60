import {
  type CustomerProfile,
  type PasswordChangeResponse,
  passwordChangeRequest,
  profileUpdateRequest,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { refuseAgent, type Session } from '../../plugins/auth.ts';
import { assertPasswordAcceptable, replacePassword } from '../account-recovery/index.ts';
import {
  hashPassword,
  issueSession,
  releaseAttempt,
  reserveAttempt,
  throttleSubject,
  type TokenService,
  verifyPassword,
} from '../auth/index.ts';
import { customerChanged } from '../../db/customer-cache.ts';
import { findProfile, type ProfileChanges, updateProfile } from '../customers/index.ts';
import { announceEmailChanged } from '../mail/index.ts';
import {
  changesIdentity,
  codeIncorrect,
  confirmationRequired,
  sendConfirmationCode,
  spendConfirmationCode,
} from './identity-confirmation.ts';
import { parseBody } from './parse-body.ts';
import * as repo from './repository.ts';

/** The password form is recognised by its fields; anything else is the profile form. */
export const isPasswordForm = (body: unknown) =>
  typeof body === 'object' && body !== null && ('newPassword' in body || 'password' in body);

/** Stored as "(214) 555-0142", whatever punctuation was typed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const userNameTaken = () =>
  new AppError('conflict', 'This user name is already taken.', {
    field: 'username',
    reason: 'user_name_taken',
  });

const customerNotFound = () =>
  new AppError('not_found', 'Customer not found.', { reason: 'customer_not_found' });

export interface ProfileDeps {
  db: Db;
  /** Sends queued mail after the commit (the agent-mode confirmation code). */
  dispatch(ids: number[]): void;
}

type Stored = ProfileChanges;

/** Old and new value of each field that changes (the profile holds no secret). */
function changesOf(
  before: Record<keyof Stored, unknown>,
  after: Stored,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof Stored)[]) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * PUT /v2/customers/{id}, profile form. In agent mode a new user name or main e-mail needs
 * the customer's code (identity-confirmation.ts); every change is audited with its old and
 * new values and, in agent mode, the agent.
 */
export async function updateOwnProfile(
  deps: ProfileDeps,
  audit: AuditContext,
  session: Session,
  body: unknown,
) {
  const { db } = deps;
  const input = parseBody(profileUpdateRequest, body);
  if (await repo.userNameTakenByOther(db, input.username, session.customerId)) throw userNameTaken();
  const next: Stored = {
    userName: input.username,
    email: input.email,
    alternativeEmail: input.alternativeEmail,
    phone: formatPhone(input.phone),
    sendToMainEmail: input.notificationToEmail,
    sendToSecondaryEmail: input.notificationToAlternativeEmail,
    preferredLanguage: input.language,
    optedMarketingComs: input.opted_marketing_coms,
  };
  const agent = session.agentUserName;
  if (agent && !input.confirmationCode) {
    const current = await repo.findEditableProfile(db, session.customerId);
    if (!current) throw customerNotFound();
    if (changesIdentity(current, next)) {
      const mailId = await sendConfirmationCode(db, { ...current, id: session.customerId }, agent, next);
      deps.dispatch([mailId]);
      throw confirmationRequired();
    }
  }
  let saved: boolean;
  let notices: number[] = [];
  try {
    saved = await db.transaction(async (tx) => {
      const current = await repo.findEditableProfile(tx, session.customerId, true);
      if (!current) throw customerNotFound();
      const confirm = agent !== null && changesIdentity(current, next);
      // A wrong code is counted (committed) and nothing else is written.
      if (
        confirm &&
        !(await spendConfirmationCode(tx, session.customerId, next, input.confirmationCode ?? ''))
      )
        return false;
      await updateProfile(tx, session.customerId, next);
      // Tokens name the user name they were issued to: a renamed customer's end with it.
      if (current.userName !== next.userName) customerChanged(tx, session.customerId);
      await recordAudit(tx, audit, {
        action: 'profile.update',
        entity: 'customer',
        entityId: session.customerId,
        details: { changes: changesOf(current, next), ...(confirm ? { confirmedByCustomer: true } : {}) },
      });
      if (current.email.toLowerCase() !== next.email.toLowerCase())
        // A security notice to the new address and to the one the account left (so its owner
        // hears of it even if someone else made the change), and in the bell.
        notices = await announceEmailChanged(tx, session.customerId, { from: current.email, to: next.email });
      return true;
    });
  } catch (error) {
    // Two renames to the same name at once: the unique index decides, and says so as a 409.
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
  if (!saved) throw codeIncorrect();
  deps.dispatch(notices);
  const profile = await findProfile(db, session.customerId);
  if (!profile) throw customerNotFound();
  return { ...profile, cc_un: session.agentUserName ?? '' } satisfies CustomerProfile;
}

/**
 * PUT /v2/customers/{id}, password form. Wrong current passwords count toward the sign-in
 * lock of the account, so a stolen access token cannot be used to guess it. On success every
 * session ends and the caller gets a fresh one.
 */
export async function changeOwnPassword(
  deps: { db: Db; tokens: TokenService; dispatch(ids: number[]): void },
  audit: AuditContext,
  session: Session,
  body: unknown,
): Promise<PasswordChangeResponse> {
  refuseAgent(session, 'agent_cannot_change_password', 'An agent cannot change a customer’s password.');
  const input = parseBody(passwordChangeRequest, body);
  const owner = await repo.findPasswordOwner(deps.db, session.customerId);
  if (!owner) throw customerNotFound();
  const subject = throttleSubject(owner.userName);
  const attemptId = await reserveAttempt(deps.db, 'customer', subject);
  // A wrong password stays recorded as the failure reserved above; a right one is neutral.
  if (!(await verifyPassword(owner.passwordHash, input.password))) {
    throw new AppError('bad_request', 'The current password is incorrect.', {
      field: 'password',
      reason: 'current_password_incorrect',
    });
  }
  await releaseAttempt(deps.db, attemptId);
  if (input.newPassword === input.password) {
    throw new AppError('bad_request', 'Choose a password different from the current one.', {
      field: 'newPassword',
      reason: 'password_unchanged',
    });
  }
  assertPasswordAcceptable(input.newPassword, owner, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const { session: fresh, notices } = await deps.db.transaction(async (tx) => {
    const queued = await replacePassword(tx, owner.id, passwordHash);
    await recordAudit(tx, audit, { action: 'password.change', entity: 'customer', entityId: owner.id });
    return {
      session: await issueSession(tx, deps.tokens, { customer: owner, agent: null }),
      notices: queued,
    };
  });
  deps.dispatch(notices);
  return fresh;
}
