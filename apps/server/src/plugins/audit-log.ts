import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * Writes one audit-log row as given: the one place audit_log is written. recordAudit() in
 * audit.ts is what a write's service calls; a sign-in (before any session exists) and an agent
 * reading a notification (nothing changed, so no notice to the customer) write theirs here.
 * Apart from audit.ts so that auth's sessions can use it without importing the auth plugin.
 */
export async function insertAuditRow(tx: Tx, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}
