import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, auditLog } from '../../db/schema/index.ts';

/**
 * One page of the customer's audit trail, newest first, with each agent's display name.
 * Reading a notification is audited but is not activity a customer looks for here.
 */
export async function findActivityPage(db: Db, customerId: number, page: number, pageSize: number) {
  const mine = and(eq(auditLog.customerId, customerId), ne(auditLog.action, 'notification.read'));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        agentUserName: auditLog.agentUserName,
        agentName: agents.displayName,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(agents, sql`lower(${agents.userName}) = lower(${auditLog.agentUserName})`)
      .where(mine)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(mine),
  ]);
  return { rows, total: count!.n };
}
