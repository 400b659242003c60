import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorPage, formPage, savedPage } from './pages.ts';
import { pageLanguage, pageWords } from './words.ts';
import { newPaymentProfileToken, SANDBOX_PREFIX } from './gateway.ts';
import {
  type SandboxPageTokenRow,
  findLivePageToken,
  findLiveProfile,
  findLiveProfiles,
  insertProfile,
  updateProfile,
} from './repository.ts';
import { checkSave, saveMessage } from './save.ts';
import type { FieldErrors } from './validation.ts';

/** Authorize.Net's limit of stored methods per customer profile. */
const MAX_PROFILES = 10;

type Form = Record<string, string>;
/** The portal passes the customer's language on the form's address: `addPayment?lang=es`. */
type Query = { lang?: string };

/**
 * Each hosted page gets its own policy: scripts and styles by nonce only, the form posts
 * back to the gateway, and only the portal (the communicator's origin) may frame it or be
 * framed by it.
 */
function sendPage(reply: FastifyReply, status: number, html: string, nonce: string, portalOrigin: string) {
  const portal = portalOrigin || "'none'";
  reply.removeHeader('x-frame-options');
  reply.header(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; ` +
      `frame-src ${portal}; frame-ancestors ${portal}; base-uri 'none'`,
  );
  reply.header('cache-control', 'no-store');
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

function methodOf(token: SandboxPageTokenRow, form: Form): 1 | 2 {
  if (token.paymentType === 2) return 2;
  if (token.paymentType === 1) return 1;
  // Protocol B serves one form per type; "both" there means the card form.
  if (token.protocol === 'B') return 1;
  return form.method === '2' ? 2 : 1;
}

function shownType(token: SandboxPageTokenRow): 0 | 1 | 2 {
  if (token.protocol === 'B') return token.paymentType === 2 ? 2 : 1;
  return token.paymentType === 1 || token.paymentType === 2 ? token.paymentType : 0;
}

/** The sandbox gateway's hosted pages, under their own path prefix (DESIGN §4). */
export async function sandboxGatewayRoutes(app: FastifyInstance) {
  // Hosted forms post urlencoded bodies; this parser lives only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function openForm(form: Form, query: Query, reply: FastifyReply, editing: boolean) {
    const nonce = randomBytes(16).toString('base64');
    const language = pageLanguage(query.lang);
    const token = await findLivePageToken(app.db, form.token ?? '');
    if (!token)
      return sendPage(reply, 403, errorPage(nonce, language, pageWords[language].expiredForm), nonce, '');
    const portal = new URL(token.communicatorUrl).origin;
    const profile = editing
      ? await findLiveProfile(app.db, token.customerProfileToken, form.paymentProfileId ?? '')
      : undefined;
    if (editing && !profile)
      return sendPage(reply, 404, errorPage(nonce, language, pageWords[language].notOnFile), nonce, portal);
    const html = formPage({
      frame: { nonce, language, communicatorUrl: token.communicatorUrl },
      token: token.token,
      saveButtonText: token.saveButtonText,
      paymentType: shownType(token),
      chosenType: profile?.paymentTypeId === 2 || shownType(token) === 2 ? 2 : 1,
      editing: profile,
    });
    return sendPage(reply, 200, html, nonce, portal);
  }

  const prefix = `${SANDBOX_PREFIX}/customer`;
  app.post<{ Body: Form; Querystring: Query }>(`${prefix}/addPayment`, async (request, reply) =>
    openForm(request.body ?? {}, request.query, reply, false),
  );
  app.post<{ Body: Form; Querystring: Query }>(`${prefix}/editPayment`, async (request, reply) =>
    openForm(request.body ?? {}, request.query, reply, true),
  );

  app.post<{ Body: Form; Querystring: Query }>(`${prefix}/save`, async (request, reply) => {
    const form = request.body ?? {};
    const nonce = randomBytes(16).toString('base64');
    const language = pageLanguage(request.query.lang);
    const token = await findLivePageToken(app.db, form.token ?? '');
    if (!token)
      return sendPage(reply, 403, errorPage(nonce, language, pageWords[language].expiredForm), nonce, '');
    const portal = new URL(token.communicatorUrl).origin;
    const frame = { nonce, language, communicatorUrl: token.communicatorUrl };
    const editing = form.paymentProfileId
      ? await findLiveProfile(app.db, token.customerProfileToken, form.paymentProfileId)
      : undefined;
    if (form.paymentProfileId && !editing)
      return sendPage(reply, 404, errorPage(nonce, language, pageWords[language].notOnFile), nonce, portal);

    const method = methodOf(token, form);
    const check = checkSave(method, form, editing, new Date());
    const again = (errors: FieldErrors, formError?: string) =>
      sendPage(
        reply,
        422,
        formPage({
          frame,
          token: token.token,
          saveButtonText: token.saveButtonText,
          paymentType: shownType(token),
          chosenType: method,
          editing,
          errors,
          ...(formError ? { formError } : {}),
        }),
        nonce,
        portal,
      );
    if (!check.ok) return again(check.errors);

    let paymentProfileToken: string;
    if (editing) {
      paymentProfileToken = editing.paymentProfileToken;
      await updateProfile(app.db, paymentProfileToken, check.values);
    } else {
      if ((await findLiveProfiles(app.db, token.customerProfileToken)).length >= MAX_PROFILES) {
        return again({}, pageWords[language].tooMany(MAX_PROFILES));
      }
      paymentProfileToken = newPaymentProfileToken();
      await insertProfile(app.db, {
        ...check.values,
        paymentProfileToken,
        customerProfileToken: token.customerProfileToken,
      });
    }
    const message = saveMessage(token.protocol, paymentProfileToken, check.values);
    return sendPage(reply, 200, savedPage({ ...frame, message }), nonce, portal);
  });
}
