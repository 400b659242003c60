import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { intervalOf, type JobRunner, startJob } from '../../jobs/runner.ts';
import { claimNextDue, findMails, markFailed, markSent } from './outbox.ts';

/** How many queued messages one delivery pass sends at most. */
const BATCH = 50;

/**
 * SMTP waits, kept well inside the claim's lease (outbox.ts CLAIM_SECONDS), so a message is
 * never sent by a second instance while the first is still talking to the server.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface Mailer {
  /** True when SMTP_URL is set and messages really leave. */
  readonly sends: boolean;
  /**
   * Starts delivering after a commit, without making the request wait (and without its
   * timing telling whether a message was queued). With no SMTP the messages stay in the
   * outbox, named (never their bodies) in the log.
   */
  dispatch(ids: number[]): void;
  /**
   * Runs `task` after the current request has been answered, then delivers the mail it
   * queued (ids). The request does the same work whatever the task finds, so its answer
   * time tells nothing (issue 11: forgot-* must not reveal which accounts exist).
   */
  later(task: () => Promise<number[]>): void;
  /** One delivery pass over every due message (the retry job; tests). Answers how many were sent. */
  deliverDue(now?: () => Date): Promise<number>;
  /** Resolves when the delivery started by `dispatch` has finished (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A refusal of this one message (5xx/4xx reply) rather than a server that cannot be reached. */
const refusedByServer = (error: unknown) =>
  typeof (error as { responseCode?: unknown }).responseCode === 'number';

/**
 * Sends due messages one by one, each claimed first (so no other pass or instance takes it)
 * and marked sent only once the SMTP server has accepted it. A failure schedules the next try
 * with backoff; when the server cannot be reached the pass stops, as every other message
 * would fail the same way, and the retry job comes back later.
 */
async function deliverDue(
  db: Db,
  transport: Transporter,
  from: string | undefined,
  log: FastifyBaseLogger,
  now: () => Date,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    const mail = await claimNextDue(db, now());
    if (!mail) break;
    try {
      const sender = mail.fromAddress ?? from;
      await transport.sendMail({
        ...(sender ? { from: sender } : {}),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        attachments: mail.attachments.map((a) => ({
          filename: a.fileName,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
          // An inline image (the brand's logo): the HTML shows it by `cid:`.
          ...(a.contentId ? { cid: a.contentId } : {}),
        })),
        // Stable across retries: should a send be repeated after a crash between the server's
        // acceptance and our commit, the receiving side can tell it is the same message.
        messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@myaccount>`,
      });
      await markSent(db, mail.id);
      sent++;
    } catch (error) {
      log.warn({ mailId: mail.id, attempt: mail.attempts, err: error }, 'mail delivery failed; will retry');
      await markFailed(
        db,
        mail.id,
        mail.attempts,
        error instanceof Error ? error.message : String(error),
        now(),
      );
      if (!refusedByServer(error)) break;
    }
  }
  return sent;
}

export function createMailer(
  db: Db,
  env: Env,
  log: FastifyBaseLogger,
  defaultFrom: string,
): Mailer & { close(): void } {
  const transport = env.SMTP_URL ? nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }) : null;
  const from = env.MAIL_FROM ?? defaultFrom;
  let running: Promise<void> = Promise.resolve();

  async function keepOrLog(ids: number[]) {
    const mails = await findMails(db, ids);
    for (const mail of mails) {
      // Never the body, in any mode: it may hold a reset link (issue 11). A developer reads
      // the message in the mail_outbox table or runs with SMTP_URL (e.g. a local mail sink).
      if (env.NODE_ENV === 'development') {
        log.info(
          { mailId: mail.id, to: mail.toAddress, subject: mail.subject },
          'mail kept in outbox (no SMTP_URL): read it in the mail_outbox table',
        );
      } else {
        log.warn({ mailId: mail.id }, 'mail kept in outbox: SMTP_URL is not set');
      }
    }
  }

  const deliverAllDue = (now: () => Date = () => new Date()) =>
    transport ? deliverDue(db, transport, from, log, now) : Promise.resolve(0);
  const deliver = async (ids: number[]) => {
    if (transport) await deliverAllDue();
    else await keepOrLog(ids);
  };
  const chain = (step: () => Promise<void>) => {
    const next = running
      .then(step)
      .catch((error: unknown) => log.error({ err: error }, 'mail dispatch failed'));
    running = next;
    return next;
  };

  return {
    sends: transport !== null,
    dispatch(ids) {
      void chain(() => deliver(ids));
    },
    later(task) {
      // setImmediate: the task's first query starts after the reply has been written.
      void chain(
        () =>
          new Promise<void>((resolve, reject) => {
            setImmediate(() => {
              task()
                .then((ids) => (ids.length > 0 ? deliver(ids) : undefined))
                .then(resolve, reject);
            });
          }),
      );
    },
    async deliverDue(now) {
      let sent = 0;
      // In the same chain as dispatch, so this process never runs two passes at once.
      await chain(async () => {
        sent = await deliverAllDue(now);
      });
      return sent;
    },
    idle: () => running,
    close: () => transport?.close(),
  };
}

/**
 * Decorates `app.mailer`; with SMTP, a job retries due messages every
 * MAIL_DELIVERY_INTERVAL_SECONDS (default 30); waits for in-flight delivery before closing.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const mailer = createMailer(app.db, options.env, app.log, 'My Account <no-reply@localhost>');
    app.decorate('mailer', mailer);
    const interval = mailer.sends
      ? intervalOf(options.env, options.env.MAIL_DELIVERY_INTERVAL_SECONDS, 30)
      : 0;
    let job: JobRunner | null = null;
    app.addHook('onReady', async () => {
      if (interval > 0)
        job = startJob(
          interval * 1000,
          () => mailer.deliverDue(),
          (error) => app.log.error({ err: error, job: 'mail' }, 'mail job failed'),
        );
    });
    app.addHook('onClose', async () => {
      await job?.stop();
      await mailer.idle();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
