import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea } from './catalog.ts';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { enrollments } from './enrollments.ts';

/** A file attached to a queued mail. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`), e.g. the brand's logo. */
  contentId?: string;
}

/** Notifications sent to a customer (spec §3 Notification); unread until readDate is set. */
export const notifications = pgTable(
  'notifications',
  {
    idNotification: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    sentDate: instant().notNull().defaultNow(),
    readDate: instant(),
    idSender: integer().notNull().default(1),
    /** Written in the customer's preferred language when sent, for API users. */
    subject: text().notNull(),
    body: text().notNull(),
    /** Contract `notificationTemplates` kind (blank: free text) and its params. */
    kind: text().notNull().default(''),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** The event it announces (e.g. `payment:123`): one event, one notification and one mail. */
    eventKey: text().unique(),
  },
  (t) => [index('notifications_customer').on(t.customerId, t.sentDate)],
);

/** Credit letters a customer uploads (spec §3 Credit letter); the file is kept in the database. */
export const creditLetters = pgTable(
  'credit_letters',
  {
    idCustomerCreditLetters: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    fileName: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
    sizeBytes: integer().notNull(),
    idStatus: integer().notNull().default(1),
    description: text().notNull().default(''),
    isCreditLetter: boolean().notNull().default(true),
    createdAt: createdAt(),
    /** The support agent's review (issue 15): why it was rejected (or a note), when and by whom. */
    reviewReason: text().notNull().default(''),
    reviewedAt: instant(),
    reviewedBy: text(),
  },
  (t) => [index('credit_letters_enrollment').on(t.enrollmentId)],
);

/**
 * Mail waiting to go out (or kept when no SMTP is configured): a queue. A failed send is tried
 * again at `nextAttemptAt` with exponential backoff, until MAX_ATTEMPTS (then it is dead, its
 * last error kept); `eventKey` names the event a message announces, so one event is mailed once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    /** The brand's sender ("Name" <address>); null falls back to MAIL_FROM. */
    fromAddress: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull().default(''),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: instant(),
    nextAttemptAt: instant().notNull().defaultNow(),
    eventKey: text().unique(),
    /** Files sent with the message (e.g. a receipt PDF), base64, kept until it is sent. */
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Replay protection for writes that must happen once (POST /v2/payments/pay). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    key: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

/** Who changed what; in agent mode `agentUserName` names the agent (DESIGN §4). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    customerId: integer().references(() => customers.id),
    agentUserName: text(),
    action: text().notNull(),
    entity: text().notNull().default(''),
    entityId: text().notNull().default(''),
    details: jsonb().notNull().default({}),
    requestId: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_customer').on(t.customerId, t.createdAt)],
);
