import type { Notification } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { insertAuditRow } from '../../plugins/audit-log.ts';
import {
  type NotificationRow,
  findNotificationsOfCustomer,
  findOwnNotification,
  setReadDateIfUnread,
} from './repository.ts';

function toNotification(row: NotificationRow): Notification {
  return {
    id_notification: row.idNotification,
    sent_date: row.sentDate.toISOString(),
    read_date: row.readDate ? row.readDate.toISOString() : null,
    id_sender: row.idSender,
    // The wire keeps the legacy list of messages; we store one subject and body each.
    messages: [{ subject: row.subject, body: row.body }],
    kind: row.kind,
    params: row.params,
  };
}

export async function listNotifications(
  db: Db,
  customerId: number,
  unreadOnly: boolean,
): Promise<Notification[]> {
  const rows = await findNotificationsOfCustomer(db, customerId, unreadOnly);
  return rows.map(toNotification);
}

export interface Actor {
  customerId: number;
  /** Set when a support agent acts for the customer; the write is then audited (DESIGN §4). */
  agentUserName: string | null;
  requestId: string;
}

/**
 * Marks a notification read once: a repeat keeps the first read date. Another customer's
 * notification answers exactly like an unknown id, so ids cannot be probed.
 */
export async function markNotificationRead(db: Db, id: number, actor: Actor): Promise<Notification> {
  return db.transaction(async (tx) => {
    const updated = await setReadDateIfUnread(tx, id, actor.customerId);
    if (updated) {
      if (actor.agentUserName) {
        await insertAuditRow(tx, {
          customerId: actor.customerId,
          agentUserName: actor.agentUserName,
          action: 'notification.read',
          entity: 'notification',
          entityId: String(id),
          requestId: actor.requestId,
        });
      }
      return toNotification(updated);
    }
    const existing = await findOwnNotification(tx, id, actor.customerId);
    if (!existing) throw new AppError('not_found', 'Notification not found.');
    return toNotification(existing);
  });
}
