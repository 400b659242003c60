import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Env } from '../../config/env.ts';

const fresh = () => randomBytes(32).toString('hex');

/**
 * The HS256 key for access tokens. Order: JWT_SECRET; a random per-process key under
 * NODE_ENV=test; for PostgreSQL nothing else is safe (instances must share the key, and the
 * database has no private place for it), so it is a config error; for PGlite, a key kept in
 * DATA_DIR/jwt-secret (mode 0600) so sessions survive restarts.
 */
export function resolveJwtSecret(env: Env, databaseKind: 'pglite' | 'postgres'): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'test') return fresh();
  if (databaseKind === 'postgres') {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when DATABASE_URL is set');
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, 'jwt-secret');
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
