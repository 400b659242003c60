import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.ts';

export type { MailAttachment };

export interface OutgoingMail {
  to: string;
  /** The sender, e.g. the brand's own address (`senderOf`); omitted: the server's MAIL_FROM. */
  from?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (e.g. the receipt PDF); kept with the queued message until it is sent. */
  attachments?: MailAttachment[] | undefined;
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

/** Give up on a message after this many failed sends: it is dead, its last error kept on the row. */
export const MAX_ATTEMPTS = 5;

/** Seconds before the next try after `attempts` failures: 30 s, 1, 2, 4 min …, at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Queues a message inside the caller's transaction, so the mail exists exactly when the
 * change it announces (e.g. a reset token) was committed.
 */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  return (await insertMail(tx, mail, null))!;
}

/**
 * Queues the message that announces one event (e.g. `payment-received:123`), unless that
 * event's message is queued already (then null): a retried request or a job run twice, on
 * any instance, never mails the same event twice.
 */
export function queueMailOnce(tx: Tx, eventKey: string, mail: OutgoingMail): Promise<number | null> {
  return insertMail(tx, mail, eventKey);
}

async function insertMail(tx: Tx, mail: OutgoingMail, eventKey: string | null): Promise<number | null> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      fromAddress: mail.from ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      eventKey,
      attachments: mail.attachments ?? [],
      // Due now by the application's clock, the one the mailer's claim compares with. The
      // column's default, the database's now(), keeps microseconds: read in the same
      // millisecond, right after the commit, `new Date()` fell before it, and the message
      // waited for the retry job (CI run 61, PostgreSQL: a dispatch found nothing due).
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
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
 * How long a claimed message is left to the pass that claimed it: longer than the SMTP
 * timeouts of mailer.ts, so only a pass that died (crash, kill) lets it go to another.
 */
export const CLAIM_SECONDS = 120;

/**
 * Claims the next unsent message that is due: counts the try and moves its due time past the
 * lease, in one short transaction (no lock is held while the SMTP server is talked to). SKIP
 * LOCKED lets several instances claim at once without taking the same message; a dead message
 * (MAX_ATTEMPTS tries) is never claimed again.
 */
export async function claimNextDue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          lte(mailOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return claimed;
  });
}

export async function markSent(db: Db, id: number) {
  await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed try (`attempts` counts it) and when to try again: after the backoff. */
export async function markFailed(db: Db, id: number, attempts: number, error: string, now: Date) {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + backoffSeconds(attempts) * 1000),
    })
    .where(eq(mailOutbox.id, id));
}

/** The newest messages, for the development mailbox. */
export function listRecentMails(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
