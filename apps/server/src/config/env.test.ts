import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and takes a whole number from 1 to 200', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ DATABASE_POOL_SIZE: '20' }).DATABASE_POOL_SIZE).toBe(20);
  });

  it.each(['0', '201', '2.5', 'ten'])('refuses %s with one line naming the variable', (value) => {
    expect(() => loadEnv({ DATABASE_POOL_SIZE: value })).toThrow(
      /^Invalid configuration: DATABASE_POOL_SIZE /,
    );
  });
});
