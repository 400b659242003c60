import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError, ApiErrorItem, ErrorCode } from '@myaccount/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, defaultMessage, statusByCode } from './app-error.ts';

export { AppError } from './app-error.ts';

/** Fastify's own client errors, mapped onto our codes. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

const codeByStatus: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(statusByCode).map(([code, status]) => [status, code as ErrorCode]),
);

function send(reply: FastifyReply, status: number, message: string, errors: ApiErrorItem[]) {
  const body: ApiError = { message, errors };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** `/body/customer/name` → `customer.name`; the whole body/params object → the context name. */
function fieldOf(instancePath: string, context: string | undefined): string | undefined {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || context;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    return send(reply, error.statusCode, error.message, error.items);
  }
  // Schema validation (zod through the type provider): one item per issue, naming the field.
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    const errors = error.validation.map((issue) => {
      const field = fieldOf(issue.instancePath ?? '', error.validationContext);
      return { code: 'bad_request', message: issue.message ?? 'Invalid value', ...(field ? { field } : {}) };
    });
    return send(reply, 400, 'The request is invalid.', errors);
  }
  const mapped = fastifyCodes[error.code] ?? codeByStatus[error.statusCode ?? 0];
  const status = error.statusCode ?? 500;
  if (mapped && mapped !== 'internal' && status >= 400 && status < 500) {
    const message = defaultMessage(mapped);
    return send(reply, statusByCode[mapped], message, [{ code: mapped, message }]);
  }
  if (status >= 400 && status < 500) {
    // A client error we have no code for (e.g. 405): keep the status, say nothing internal.
    const message = defaultMessage('bad_request');
    return send(reply, status, message, [{ code: 'bad_request', message }]);
  }
  // Anything else is our fault: log the real error with the request, answer generically.
  request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
  const message = defaultMessage('internal');
  const body: ApiError = {
    message: `${message} Reference: ${request.id}`,
    errors: [{ code: 'internal', message }],
    requestId: request.id,
  };
  return reply.status(500).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Fastify meets before any route runs, passed to its `frameworkErrors` option (the
 * error handler never sees them): a path that is not valid percent-encoding, a path
 * parameter over the router's length limit.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('cache-control', 'private, no-store');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = 'A value in the path is too long.';
    void send(reply, 414, message, [{ code: 'bad_request', message }]);
    return;
  }
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid URL encoding.' : defaultMessage('bad_request');
  void send(reply, 400, message, [{ code: 'bad_request', message }]);
}

/** What Node's HTTP parser refuses, by its error code: status and our message. */
function rawHttpRefusal(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses before Fastify sees them (a
 * bad Content-Length, both Content-Length and Transfer-Encoding, an unknown method, headers
 * over the limit). The answer is written to the socket by hand, still in our error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = rawHttpRefusal(error.code);
  const body: ApiError = { message, errors: [{ code: 'bad_request', message }] };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/** The 404 for a path nothing answers (thrown by the web-app fallback for API paths too). */
export function notFoundError(request: FastifyRequest): AppError {
  const path = request.url.split('?')[0]!.slice(0, 200);
  return new AppError('not_found', `No endpoint ${request.method} ${path}.`);
}

/** The single error handler and 404 handler of the app; every failure leaves in one shape. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Every answer names its request, so a report of any failure can be found in the log.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const error = notFoundError(request);
      return send(reply, error.statusCode, error.message, error.items);
    });
  },
  { name: 'errors' },
);
