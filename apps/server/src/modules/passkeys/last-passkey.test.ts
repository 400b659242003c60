import { describe, expect, it } from 'vitest';
import { removalLocksOut } from './last-passkey.ts';

describe('removing a passkey (issue 17)', () => {
  it('refuses only the last passkey of an account without a password', () => {
    expect(removalLocksOut({ passwordHash: '', passkeysLeft: 0 })).toBe(true);
    expect(removalLocksOut({ passwordHash: null, passkeysLeft: 0 })).toBe(true);
    expect(removalLocksOut({ passwordHash: '', passkeysLeft: 1 })).toBe(false);
    expect(removalLocksOut({ passwordHash: '$argon2id$v=19$…', passkeysLeft: 0 })).toBe(false);
  });
});
