import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { ConfigError, type Env } from './env.ts';

/** Fastify's options for HTTPS with HTTP/2, or none for plain HTTP. */
export interface ServerProtocol {
  http2?: true;
  https?: { cert: Buffer; key: Buffer; allowHTTP1: true };
  forceCloseConnections?: true;
}

function readPem(name: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`Invalid configuration: ${name} cannot be read (${path}: ${code})`);
  }
}

/**
 * HTTPS when TLS_CERT_FILE and TLS_KEY_FILE are set (env.ts requires both or neither). HTTP/2
 * is offered by ALPN, HTTP/1.1 kept for clients without it (allowHTTP1). Why HTTP/2: a
 * browser opens at most six HTTP/1.1 connections to an origin, one request each at a time,
 * and a first screen asks for 20–50 files and reads; over HTTP/2 they share one connection
 * (README, Benchmarks). The pair is checked here, so a wrong file is one line at start, not a
 * failed handshake later.
 */
export function serverProtocol(env: Pick<Env, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>): ServerProtocol {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return {};
  const cert = readPem('TLS_CERT_FILE', env.TLS_CERT_FILE);
  const key = readPem('TLS_KEY_FILE', env.TLS_KEY_FILE);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE are not a certificate and its key (${(error as Error).message})`,
    );
  }
  // On close, each browser's HTTP/2 session is told to finish its streams and go (Fastify's
  // `forceCloseConnections` for HTTP/2 on Node < 24): idle sessions would otherwise hold a
  // shutdown until the grace period ends it.
  return { http2: true, https: { cert, key, allowHTTP1: true }, forceCloseConnections: true };
}
