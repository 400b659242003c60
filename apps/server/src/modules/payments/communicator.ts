import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../gateways/sandbox/pages.ts';

/** Where the app tells the gateway to load the communicator (the URL must be on our origin). */
export const COMMUNICATOR_PATH = '/payments/iframe-communicator';
/** The `source` of every message the communicator relays to the app. */
export const COMMUNICATOR_SOURCE = 'myaccount-gateway';

/*
 * The IFrameCommunicator (spec §7, DESIGN §4). The gateway's hosted form loads it in a
 * hidden frame with the message after `#` (Authorize.Net's way) or posts it a message. It
 * reads the message with URLSearchParams, never writes it into the page, and relays the
 * fields to the app (its parent's parent, same origin as this page). Posted messages count
 * only from the gateway's origin; who may frame it at all is fixed by frame-ancestors.
 */
const script = `(function () {
  var app = window.location.origin;
  var gateway = document.documentElement.getAttribute('data-gateway-origin') || app;
  function relay(raw) {
    var fields = {};
    new URLSearchParams(raw).forEach(function (value, name) { fields[name] = value; });
    var target = window.parent && window.parent.parent;
    if (target && target !== window) target.postMessage({ source: '${COMMUNICATOR_SOURCE}', fields: fields }, app);
  }
  if (window.location.hash.length > 1) relay(window.location.hash.slice(1));
  window.addEventListener('message', function (event) {
    if (event.origin !== gateway || typeof event.data !== 'string') return;
    relay(event.data);
  });
})();`;

const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function communicatorPage(gatewayOrigin: string): string {
  return `<!doctype html><html lang="en" data-gateway-origin="${escapeHtml(gatewayOrigin)}"><head><meta charset="utf-8"><title>Payment communicator</title></head><body><script>${script}</script></body></html>`;
}

export function communicatorPolicy(gatewayOrigin: string): string {
  const ancestors = gatewayOrigin ? `'self' ${gatewayOrigin}` : "'self'";
  return `default-src 'none'; script-src ${scriptHash}; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`;
}

export async function communicatorRoutes(app: FastifyInstance) {
  app.get(COMMUNICATOR_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.paymentGateway.origin;
    reply.removeHeader('x-frame-options');
    reply.header('content-security-policy', communicatorPolicy(origin));
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('text/html; charset=utf-8').send(communicatorPage(origin));
  });
}
