import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { announceAgentChange } from '../modules/mail/index.ts';
import { insertAuditRow } from './audit-log.ts';
import { sessionOf } from './auth.ts';

/**
 * Who made a write, as the audit log keeps it. Services take this instead of the HTTP
 * request, so a job or another service can call them with a context of its own.
 */
export interface AuditContext {
  customerId: number;
  /** The support agent acting for the customer, or null when the customer signed in. */
  agentUserName: string | null;
  /** The request (or job run) that made the write, to find its log lines. */
  requestId: string;
  /** The client address the write came from (a request; none for a job), kept in the entry. */
  ip?: string;
}

/** The audit context of a signed-in request. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const { customerId, agentUserName } = sessionOf(request);
  return { customerId, agentUserName, requestId: request.id, ip: request.ip };
}

export interface AuditEntry {
  /** What happened, e.g. `profile.update`, `payment.pay`. */
  action: string;
  entity?: string;
  entityId?: string | number;
  /** Never card/bank numbers or passwords. */
  details?: Record<string, unknown>;
}

/**
 * Records a write, inside the write's own transaction so the two commit together. In agent
 * mode the agent's user name is kept (DESIGN §4) and the customer is told (issue 14).
 */
export async function recordAudit(tx: Tx, audit: AuditContext, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    customerId: audit.customerId,
    agentUserName: audit.agentUserName,
    action: entry.action,
    entity: entry.entity ?? '',
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    // Where it came from, so the account's activity can show it (issue 14/17).
    details: audit.ip ? { ...entry.details, ip: audit.ip } : (entry.details ?? {}),
    requestId: audit.requestId,
  });
  // The customer hears that an agent changed their account (issue 14; once a day per agent).
  if (audit.agentUserName) await announceAgentChange(tx, audit.customerId, audit.agentUserName);
}
