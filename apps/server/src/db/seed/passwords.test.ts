import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashFor } from './passwords.ts';

describe('hashFor', () => {
  it("hashes at production's cost unless asked otherwise, and either hash checks the password", async () => {
    const production = await hashFor('seed-cost-a', 'Welcome-2026!');
    const test = await hashFor('seed-cost-a', 'Welcome-2026!', 'test');
    // The library's defaults, which modules/auth/passwords.ts hashes every real password with.
    expect(production).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(test).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    for (const hash of [production, test]) {
      expect(await argon2.verify(hash, 'Welcome-2026!')).toBe(true);
      expect(await argon2.verify(hash, 'Welcome-2027!')).toBe(false);
    }
  });

  it('keeps one hash per user, password and cost, each with its own salt', async () => {
    expect(await hashFor('seed-cost-b', 'x')).toBe(await hashFor('seed-cost-b', 'x'));
    expect(await hashFor('seed-cost-b', 'x')).not.toBe(await hashFor('seed-cost-c', 'x'));
    expect(await hashFor('seed-cost-b', 'x', 'test')).not.toBe(await hashFor('seed-cost-b', 'x'));
  });
});
