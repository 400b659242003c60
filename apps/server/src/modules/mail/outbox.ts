import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  /** The sender, e.g. the brand's own address (`senderOf`); omitted: the server's MAIL_FROM. */
  from?: string | undefined;
  subject: string;
  text: string;
  html: string;
}

/**
 * A brand's sender as an RFC 5322 mailbox (`"Voltio Power" <no-responder@voltio.example>`),
 * the display name quoted so commas or quotes in it cannot split the header; undefined when
 * the brand has no address, so the server's MAIL_FROM is used.
 */
export function senderOf(brand: { emailName: string; emailAddress: string }): string | undefined {
  const address = brand.emailAddress.trim();
  if (!/^[^\s@<>",]+@[^\s@<>",]+$/.test(address)) return undefined;
  const name = brand.emailName.trim().replace(/[\r\n]/g, ' ');
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;
}

/** Give up on a message after this many failed sends (the last error stays on the row). */
export const MAX_ATTEMPTS = 5;

/**
 * Queues a message inside the caller's transaction, so the mail exists exactly when the
 * change it announces (e.g. a reset token) was committed.
 */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      fromAddress: mail.from ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Mail sent to one address since `since`, to cap how much any one address can be sent. */
export async function countMailTo(db: Db | Tx, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(sql`lower(${mailOutbox.toAddress}) = lower(${address})`, sql`${mailOutbox.createdAt} >= ${since}`),
    );
  return row!.n;
}

export function findMails(db: Db, ids: number[]) {
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.id));
}

/**
 * Takes unsent messages for sending. SKIP LOCKED lets several server instances drain the
 * outbox at once without sending a message twice.
 */
export function lockPending(tx: Tx, limit: number) {
  return tx
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: Tx, id: number) {
  await tx
    .update(mailOutbox)
    .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(tx: Tx, id: number, error: string) {
  await tx
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
