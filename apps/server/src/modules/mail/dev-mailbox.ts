import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../plugins/app-error.ts';
import { escapeHtml } from './compose.ts';
import { findMails, listRecentMails, MAX_ATTEMPTS } from './outbox.ts';

/** How many of the newest messages the list shows. */
const LIST_SIZE = 100;

/**
 * Without SMTP_URL in development, mail only waits in the outbox; this mailbox shows it as the
 * customer would read it (reset links included), so nobody needs a log line or a SQL client to
 * follow a link. It exists only then, and answers only requests from this machine: a
 * development server reachable from a network must not hand out anyone's reset link.
 */
export function devMailboxEnabled(env: Env): boolean {
  return !env.SMTP_URL && env.NODE_ENV === 'development';
}

export const DEV_MAILBOX_PATH = '/dev/mailbox';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

type Mail = Awaited<ReturnType<typeof listRecentMails>>[number];

function statusOf(mail: Mail): string {
  if (mail.sentAt) return 'sent';
  return mail.attempts >= MAX_ATTEMPTS ? 'dead' : 'queued';
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:start}iframe{border:1px solid #ccc;height:28rem;width:100%}pre{white-space:pre-wrap}</style></head><body>${body}</body></html>`;
}

function listPage(mails: Mail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${m.createdAt.toISOString()}</td><td>${escapeHtml(m.toAddress)}</td><td><a href="${DEV_MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject)}</a></td><td>${statusOf(m)}</td></tr>`,
    )
    .join('');
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1><p>Mail kept in the outbox because <code>SMTP_URL</code> is not set; newest first.</p>` +
      (mails.length === 0
        ? '<p>No mail yet.</p>'
        : `<table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`),
  );
}

/**
 * The message's HTML with its inline images (`cid:`, e.g. the brand's logo) as data: URLs: a
 * browser cannot follow `cid:`; the mail itself keeps them as attachments.
 */
function withInlineImages(mail: Mail): string {
  let html = mail.htmlBody;
  for (const a of mail.attachments)
    if (a.contentId)
      html = html.replaceAll(`cid:${a.contentId}`, `data:${a.contentType};base64,${a.contentBase64}`);
  return html;
}

function messagePage(mail: Mail): string {
  // The HTML body runs in a sandbox with no scripts; its links open in a new tab.
  const html = `<base target="_blank">${withInlineImages(mail)}`;
  return page(
    mail.subject,
    `<p><a href="${DEV_MAILBOX_PATH}">← All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p>From: ${escapeHtml(mail.fromAddress ?? '(MAIL_FROM)')}<br>To: ${escapeHtml(mail.toAddress)}<br>Queued: ${mail.createdAt.toISOString()} · ${statusOf(mail)}</p>` +
      (mail.htmlBody
        ? `<iframe title="The message as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(html)}"></iframe>`
        : '') +
      `<h2>Plain text</h2><pre>${escapeHtml(mail.textBody)}</pre>`,
  );
}

/** Another machine gets the 404 of a path that does not exist. */
function assertFromThisMachine(request: FastifyRequest): void {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) throw new AppError('not_found');
}

export async function devMailboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(DEV_MAILBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    assertFromThisMachine(request);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(listPage(await listRecentMails(app.db, LIST_SIZE)));
  });

  const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  app.get(`${DEV_MAILBOX_PATH}/:id`, { schema: { hide: true, params } }, async (request, reply) => {
    assertFromThisMachine(request);
    const [mail] = await findMails(app.db, [request.params.id]);
    if (!mail) throw new AppError('not_found', 'No such message.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(messagePage(mail));
  });
}
