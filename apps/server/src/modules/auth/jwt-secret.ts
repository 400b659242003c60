import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Env } from '../../config/env.ts';

const fresh = () => randomBytes(32).toString('hex');

/** A server key: the variable that sets it and the file PGlite keeps it in. */
interface KeySource {
  variable: 'JWT_SECRET' | 'TWO_STEP_KEY';
  file: string;
}

/**
 * A server key. Order: the environment variable; a random per-process key under
 * NODE_ENV=test; for PostgreSQL nothing else is safe (instances must share the key, and the
 * database has no private place for it), so it is a config error; for PGlite, a key kept in
 * DATA_DIR/<file> (mode 0600) so it survives restarts.
 */
function resolveKey(env: Env, databaseKind: 'pglite' | 'postgres', source: KeySource): string {
  const configured = env[source.variable];
  if (configured) return configured;
  if (env.NODE_ENV === 'test') return fresh();
  if (databaseKind === 'postgres') {
    throw new ConfigError(`Invalid configuration: ${source.variable} is required when DATABASE_URL is set`);
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, source.file);
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep one key.
    writeFileSync(file, fresh(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError(`Invalid configuration: ${file} holds a key shorter than 32 characters`);
  return secret;
}

/** The HS256 key for access tokens (JWT_SECRET, or DATA_DIR/jwt-secret on PGlite). */
export function resolveJwtSecret(env: Env, databaseKind: 'pglite' | 'postgres'): string {
  return resolveKey(env, databaseKind, { variable: 'JWT_SECRET', file: 'jwt-secret' });
}

/**
 * The key that seals authenticator secrets at rest (TWO_STEP_KEY, or DATA_DIR/two-step-key on
 * PGlite). Separate from JWT_SECRET: rotating the token key signs everyone out, which is
 * routine; it must not also make every enrolled authenticator unreadable.
 */
export function resolveTwoStepKey(env: Env, databaseKind: 'pglite' | 'postgres'): string {
  return resolveKey(env, databaseKind, { variable: 'TWO_STEP_KEY', file: 'two-step-key' });
}
