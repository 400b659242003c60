import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials (statement tokens, reset hashes, …). */
const SECRET_QUERY_KEY = /token|tkn|hash|password|secret|key|code/i;

/**
 * The request URL as logged: the values of credential-like query parameters are replaced, so
 * `statements-pdf/5?custStatementTkn=…` never puts a statement's token in the log.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_QUERY_KEY.test(key) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * pino settings of the server (issue 11: no secret in any log line). Request lines carry
 * method, redacted URL and peer, never headers or bodies; headers are redacted anyway in case
 * a future serializer adds them. `stream` lets a test read every line.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-customer-hash"]', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
