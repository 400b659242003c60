import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { announceAgentChange } from '../modules/mail/index.ts';
import { sessionOf } from './auth.ts';

export interface AuditEntry {
  /** What happened, e.g. `profile.update`, `payment.pay`. */
  action: string;
  entity?: string;
  entityId?: string | number;
  /** Never card/bank numbers or passwords. */
  details?: Record<string, unknown>;
}

/**
 * Records a write of the signed-in session, inside the write's own transaction so the two
 * commit together. In agent mode the agent's user name is kept (DESIGN §4) and the customer
 * is told by mail and in the app (issue 14).
 */
export async function recordAudit(tx: Tx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const session = sessionOf(request);
  await tx.insert(auditLog).values({
    customerId: session.customerId,
    agentUserName: session.agentUserName,
    action: entry.action,
    entity: entry.entity ?? '',
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    details: entry.details ?? {},
    requestId: request.id,
  });
  // The customer hears that an agent changed their account (once a day per agent).
  if (session.agentUserName) await announceAgentChange(tx, session.customerId, session.agentUserName);
}
