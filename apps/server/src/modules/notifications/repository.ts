import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerChanged } from '../../db/customer-cache.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Built once per database (Home and the menu bar read them on every page): prepared. */
const notificationsQuery = preparedPerDatabase((db) => {
  const mine = eq(notifications.customerId, sql.placeholder('customerId'));
  const list = (where: SQL | undefined, name: string) =>
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.sentDate), desc(notifications.idNotification))
      .prepare(name);
  return {
    all: list(mine, 'notifications_of_customer'),
    unread: list(and(mine, isNull(notifications.readDate)), 'unread_notifications_of_customer'),
  };
});

/** A customer's notifications, newest first; optionally only the unread ones. */
export function findNotificationsOfCustomer(db: Db, customerId: number, unreadOnly: boolean) {
  const queries = notificationsQuery(db);
  return (unreadOnly ? queries.unread : queries.all).execute({ customerId });
}

/**
 * Sets read_date if it is still empty. Returns the row only when this call changed it,
 * so a repeat neither moves the first read date nor counts as a write.
 */
export async function setReadDateIfUnread(tx: Tx, id: number, customerId: number) {
  const [row] = await tx
    .update(notifications)
    .set({ readDate: sql`now()` })
    .where(
      and(
        eq(notifications.idNotification, id),
        eq(notifications.customerId, customerId),
        isNull(notifications.readDate),
      ),
    )
    .returning();
  if (row) customerChanged(tx, customerId);
  return row;
}

/** The notification with this id if it belongs to the customer; otherwise undefined. */
export async function findOwnNotification(tx: Tx, id: number, customerId: number) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.idNotification, id), eq(notifications.customerId, customerId)));
  return row;
}

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Stores a notification unless one for the same event key exists already: answers whether
 * it was stored, so the caller announces an event (mail included) only once.
 */
export async function insertNotificationOnce(tx: Tx, row: NewNotification): Promise<boolean> {
  const inserted = await tx
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning({ id: notifications.idNotification });
  if (inserted.length === 0) return false;
  customerChanged(tx, row.customerId);
  return true;
}
