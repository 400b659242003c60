import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { findMails, lockPending, markFailed, markSent } from './outbox.ts';

/** How many queued messages one delivery pass takes. */
const BATCH = 20;

export interface Mailer {
  /** True when SMTP_URL is set and messages really leave. */
  readonly sends: boolean;
  /**
   * Starts delivering after a commit, without making the request wait (and without its
   * timing telling whether a message was queued). With no SMTP the messages stay in the
   * outbox; in development they are printed to the log so a developer can follow links.
   */
  dispatch(ids: number[]): void;
  /**
   * Runs `task` after the current request has been answered, then delivers the mail it
   * queued (ids). The request does the same work whatever the task finds, so its answer
   * time tells nothing (issue 11: forgot-* must not reveal which accounts exist).
   */
  later(task: () => Promise<number[]>): void;
  /** Resolves when the delivery started by `dispatch` has finished (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** One delivery pass over the outbox; a failure is recorded on its row and retried later. */
async function deliverPending(
  db: Db,
  transport: Transporter,
  from: string | undefined,
  log: FastifyBaseLogger,
) {
  await db.transaction(async (tx) => {
    for (const mail of await lockPending(tx, BATCH)) {
      try {
        const sender = mail.fromAddress ?? from;
        await transport.sendMail({
          ...(sender ? { from: sender } : {}),
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        });
        await markSent(tx, mail.id);
      } catch (error) {
        log.warn({ mailId: mail.id, err: error }, 'mail delivery failed; will retry');
        await markFailed(tx, mail.id, error instanceof Error ? error.message : String(error));
      }
    }
  });
}

export function createMailer(
  db: Db,
  env: Env,
  log: FastifyBaseLogger,
  defaultFrom: string,
): Mailer & { close(): void } {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
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

  const deliver = (ids: number[]) => (transport ? deliverPending(db, transport, from, log) : keepOrLog(ids));
  const chain = (step: () => Promise<void>) => {
    running = running.then(step).catch((error: unknown) => log.error({ err: error }, 'mail dispatch failed'));
  };

  return {
    sends: transport !== null,
    dispatch(ids) {
      chain(() => deliver(ids));
    },
    later(task) {
      // setImmediate: the task's first query starts after the reply has been written.
      chain(
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
    idle: () => running,
    close: () => transport?.close(),
  };
}

/** Decorates `app.mailer`; waits for in-flight delivery before the app closes. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const mailer = createMailer(app.db, options.env, app.log, 'My Account <no-reply@localhost>');
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.idle();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
