import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.ts';
import { resolveJwtSecret, resolveTwoStepKey } from './jwt-secret.ts';

describe('resolveJwtSecret', () => {
  it('prefers JWT_SECRET', () => {
    const env = loadEnv({ JWT_SECRET: 'k'.repeat(40) });
    expect(resolveJwtSecret(env, 'postgres')).toBe('k'.repeat(40));
  });

  it('keeps a generated key in DATA_DIR/jwt-secret (0600) and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'myaccount-secret-'));
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dir });
    const first = resolveJwtSecret(env, 'pglite');
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(env, 'pglite')).toBe(first);
  });

  it('requires JWT_SECRET with PostgreSQL outside tests, as one config line', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(ConfigError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/JWT_SECRET/);
    const env = loadEnv({ NODE_ENV: 'production' });
    expect(() => resolveJwtSecret(env, 'postgres')).toThrow(ConfigError);
  });

  it('makes a random key per process under NODE_ENV=test', () => {
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x' });
    expect(resolveJwtSecret(env, 'postgres')).toHaveLength(64);
  });

  it('keeps the two-step key apart from the token key, with the same rules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'myaccount-secret-'));
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dir });
    const key = resolveTwoStepKey(env, 'pglite');
    expect(key).toHaveLength(64);
    expect(key).not.toBe(resolveJwtSecret(env, 'pglite'));
    expect(readFileSync(join(dir, 'two-step-key'), 'utf8')).toBe(key);
    expect(statSync(join(dir, 'two-step-key')).mode & 0o777).toBe(0o600);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', JWT_SECRET: 'k'.repeat(40) }),
    ).toThrow(/TWO_STEP_KEY/);
    expect(resolveTwoStepKey(loadEnv({ TWO_STEP_KEY: 't'.repeat(40) }), 'postgres')).toBe('t'.repeat(40));
  });
});
