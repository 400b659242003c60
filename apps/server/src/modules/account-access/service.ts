import { ACCESS_HISTORY_DAYS, type AccountAccess } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { refuseAgent, type Session } from '../../plugins/auth.ts';
import { listSessionFamilies, revokeFamily } from '../auth/index.ts';
import { findLinkedUserNames } from '../link-accounts/index.ts';

const DAY_MS = 86_400_000;

/** Who has been able to reach the account lately, for the "Who has access" section. */
export async function getAccountAccess(db: Db, session: Session, now = new Date()): Promise<AccountAccess> {
  const since = new Date(now.getTime() - ACCESS_HISTORY_DAYS * DAY_MS);
  const [families, linkedAccounts] = await Promise.all([
    listSessionFamilies(db, session.customerId, since),
    findLinkedUserNames(db, session.customerId),
  ]);
  return {
    sessions: families.map((f) => ({
      id: f.familyId,
      agentUserName: f.agentUserName,
      startedAt: f.startedAt.toISOString(),
      lastActiveAt: f.lastActiveAt.toISOString(),
      live: f.live,
      current: f.familyId === session.sessionId,
    })),
    linkedAccounts,
  };
}

/**
 * Ends one session of the customer's: its refresh token stops renewing and its access token
 * is refused on the next request (the session read checks the family). Only the customer
 * may do this; an agent ending sessions would be acting beyond the call.
 */
export async function endAccountSession(db: Db, audit: AuditContext, sessionId: string): Promise<void> {
  refuseAgent(audit, 'agent_cannot_end_sessions', 'A support agent cannot end a customer’s sessions.');
  await db.transaction(async (tx) => {
    if (!(await revokeFamily(tx, sessionId, audit.customerId))) {
      throw new AppError('not_found', 'No such session, or it has already ended.', {
        reason: 'session_not_found',
      });
    }
    await recordAudit(tx, audit, { action: 'session.end', entity: 'session', entityId: sessionId });
  });
}
