import type { Notification } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import type { CustomerCache } from '../../db/customer-cache.ts';
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

/** A list longer than this is read each time rather than kept: the cache's memory stays bounded. */
const longestKeptList = 100;

/**
 * A customer's notifications, newest first (optionally only the unread), as Home and the menu
 * bar read them on every page: kept in the customer cache. A notification stored, marked read
 * (here) or changed in any other way (migration 0030's trigger) drops it.
 */
export function listNotifications(
  cache: CustomerCache,
  db: Db,
  customerId: number,
  unreadOnly: boolean,
): Promise<Notification[]> {
  return cache.find(
    customerId,
    unreadOnly ? 'notifications:unread' : 'notifications',
    async () => (await findNotificationsOfCustomer(db, customerId, unreadOnly)).map(toNotification),
    (list) => list.length <= longestKeptList,
  );
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
