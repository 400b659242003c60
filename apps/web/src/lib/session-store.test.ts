import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getTokens, rememberSignedIn, saveTokens, SIGNED_IN_COOKIE } from './session-store';

const tokens = { accessToken: 'a.b.c', refreshToken: 'r1', customerHash: 'h1' };
const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

afterEach(() => {
  localStorage.clear();
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
});

describe('the signed-in hint cookie (issue 18: the server preloads the signed-in screen)', () => {
  it('is set with the session and gone with it', () => {
    expect(cookie()).toBeUndefined();
    saveTokens(tokens);
    expect(getTokens()).toEqual(tokens);
    expect(cookie()).toBe(`${SIGNED_IN_COOKIE}=1`);
    clearSession();
    expect(getTokens()).toBeNull();
    expect(cookie()).toBeUndefined();
  });

  it('follows storage at start: a session saved before the cookie existed, or one ended elsewhere', () => {
    for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
    rememberSignedIn();
    expect(cookie()).toBe(`${SIGNED_IN_COOKIE}=1`);
    localStorage.clear();
    rememberSignedIn();
    expect(cookie()).toBeUndefined();
  });

  it('carries no token', () => {
    saveTokens(tokens);
    expect(document.cookie).not.toContain(tokens.accessToken);
    expect(document.cookie).not.toContain(tokens.refreshToken);
  });
});
