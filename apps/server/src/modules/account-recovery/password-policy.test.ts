import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error.ts';
import { assertPasswordAcceptable, type PasswordOwner, passwordProblem } from './password-policy.ts';

const owner = { userName: 'demo', email: 'dana.rivera@example.com', firstName: 'Dana', lastName: 'Rivera' };

describe('passwordProblem', () => {
  it('accepts a long, uncommon passphrase with any characters', () => {
    expect(passwordProblem('Lantern-Orbit-Pickle-42', owner)).toBeNull();
    expect(passwordProblem('ñandú volador 🦤 de Tulum', owner)).toBeNull();
  });

  it('counts characters, not UTF-16 units, for the 12–128 bounds', () => {
    expect(passwordProblem('Xq7#pL2!vR9', owner)).toMatch(/at least 12/);
    // 11 emoji are 22 UTF-16 units but 11 characters.
    expect(passwordProblem('🦤🐙🦑🦀🐡🦞🐠🦈🐳🦭🐋', owner)).toMatch(/at least 12/);
    expect(passwordProblem('a'.repeat(129), owner)).toMatch(/at most 128/);
    expect(passwordProblem(`${'Zebra-Quartz-'.repeat(9)}Moth77`, owner)).toBeNull();
  });

  it('refuses the user name, common passwords and the owner’s own words', () => {
    const named = { userName: 'lantern-orbit-pickle' };
    expect(passwordProblem('Lantern-Orbit-Pickle', named)).toMatch(/user name/);
    expect(passwordProblem('password1234', owner)).toMatch(/too easy to guess/);
    expect(passwordProblem('qwertyuiop123', owner)).toMatch(/too easy to guess/);
    const quinn = { userName: 'qz', firstName: 'Quixbyrtle', email: 'riveradana@example.com' };
    expect(passwordProblem('Quixbyrtle2026', quinn)).toMatch(/too easy to guess/);
    expect(passwordProblem('riveradana12', quinn)).toMatch(/too easy to guess/);
    // The same words are fine for someone else.
    expect(passwordProblem('Quixbyrtle2026', { userName: 'solo' })).toBeNull();
  });

  it('throws a 400 naming the field', () => {
    try {
      assertPasswordAcceptable('password1234', owner, 'newPassword');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(400);
      expect((error as AppError).items[0]!.field).toBe('newPassword');
      expect((error as AppError).items[0]!.code).toBe('password_too_weak');
    }
  });

  it('names each broken rule with its own code, for the app to translate', () => {
    const reason = (password: string, who: PasswordOwner = owner) => {
      try {
        assertPasswordAcceptable(password, who, 'newPassword');
        return null;
      } catch (error) {
        return (error as AppError).items[0]!.code;
      }
    };
    expect(reason('Xq7#pL2!vR9')).toBe('password_too_short');
    expect(reason('a'.repeat(129))).toBe('password_too_long');
    expect(reason('Lantern-Orbit-Pickle', { userName: 'Lantern-Orbit-Pickle' })).toBe(
      'password_is_user_name',
    );
    expect(reason('Lantern-Orbit-Pickle-42')).toBeNull();
  });
});
