import { randomUUID } from 'node:crypto';
import type { LoginResponse, RefreshResponse } from '@myaccount/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { insertAuditRow } from '../../plugins/audit-log.ts';
import * as repo from './repository.ts';
import {
  AGENT_SESSION_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  type TokenService,
} from './tokens.ts';

export interface SessionSubject {
  customer: Pick<repo.AuthCustomer, 'id' | 'userName' | 'customerHash'>;
  agent: { id: number; userName: string } | null;
}

/**
 * Signs an access token and stores a new refresh token (a new family unless one is given).
 * `familyEnds` keeps an agent session's end fixed across refreshes.
 */
export async function issueSession(
  tx: Tx,
  tokens: TokenService,
  { customer, agent }: SessionSubject,
  familyId: string = randomUUID(),
  familyEnds?: Date,
): Promise<RefreshResponse> {
  const refreshToken = newRefreshToken();
  const expiresAt =
    familyEnds ?? new Date(Date.now() + (agent ? AGENT_SESSION_TTL_MS : REFRESH_TOKEN_TTL_MS));
  await repo.insertRefreshToken(tx, {
    tokenHash: hashRefreshToken(refreshToken),
    familyId,
    customerId: customer.id,
    agentId: agent?.id ?? null,
    expiresAt,
  });
  const token = await tokens.sign({
    id: customer.id,
    cc_un: agent?.userName ?? '',
    sub: customer.userName,
    sid: familyId,
  });
  return { token, refreshToken, customerHash: customer.customerHash };
}

/** Where a sign-in came from, as the account's activity shows it (issue 14). */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

export const signInClientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/**
 * The door a sign-in came through, as the account's activity names it (issue 14/17):
 * a password alone, a passkey, or a password and a two-step code (app or recovery code).
 */
export type SignInMethod = 'password' | 'passkey' | 'two-step';

/**
 * What a sign-in answers, by whatever door (password, passkey, two-step code): a new session
 * and the roles. The sign-in itself is recorded in the audit log (the customer's or the
 * agent's, with the door, browser and IP), so the account's activity lists it.
 */
export async function issueLogin(
  tx: Tx,
  tokens: TokenService,
  who: SessionSubject & { roleGroups: string[] },
  how: { method: SignInMethod; client?: SignInClient },
): Promise<LoginResponse> {
  const session = await issueSession(tx, tokens, who);
  const { method, client } = how;
  await insertAuditRow(tx, {
    customerId: who.customer.id,
    agentUserName: who.agent?.userName ?? null,
    action: 'session.sign-in',
    entity: 'session',
    details: client ? { method, ip: client.ip, userAgent: client.userAgent.slice(0, 300) } : { method },
  });
  return { ...session, roleGroups: who.roleGroups };
}

/** A sign-in method changed (issue 17): every session but the one that changed it ends. */
export async function endOtherSessions(tx: Tx, customerId: number, keepSessionId: string): Promise<void> {
  await repo.revokeSessionsOf(tx, customerId, keepSessionId);
}

const sessionEnded = () => new AppError('unauthorized', 'The session has ended. Please sign in again.');

/**
 * Rotates a refresh token in one transaction. The row is locked, so of two concurrent uses
 * only one rotates; presenting a token that was already used (a replay, maybe by a thief)
 * revokes its whole family, which also ends the session of whoever holds the newest token.
 */
export async function rotateRefreshToken(
  db: Db,
  tokens: TokenService,
  presented: string,
): Promise<RefreshResponse> {
  const result = await db.transaction(async (tx) => {
    const row = await repo.lockRefreshToken(tx, hashRefreshToken(presented));
    if (!row || row.revokedAt) return null;
    if (row.usedAt) {
      // Commit the revocation, then answer 401 outside the transaction.
      await repo.revokeFamily(tx, row.familyId);
      return null;
    }
    if (row.expiresAt.getTime() <= Date.now()) return null;
    const customer = await repo.findCustomerById(tx, row.customerId);
    if (!customer || customer.linkedIntoCustomerId !== null) return null;
    const agent = row.agentId === null ? null : await repo.findAgentById(tx, row.agentId);
    if (row.agentId !== null && !agent?.active) return null;
    await repo.markRefreshTokenUsed(tx, row.id);
    const familyEnds = row.agentId === null ? undefined : row.expiresAt;
    return issueSession(tx, tokens, { customer, agent: agent ?? null }, row.familyId, familyEnds);
  });
  if (!result) throw sessionEnded();
  return result;
}

/** Ends the session the token belongs to. Unknown tokens are ignored (no oracle). */
export async function revokeSession(db: Db, presented: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockRefreshToken(tx, hashRefreshToken(presented));
    if (row) await repo.revokeFamily(tx, row.familyId);
  });
}
