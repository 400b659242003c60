import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../lib/session-store';
import { fakeJwt } from '../../testing/fake-fetch';
import { followSessionOfOtherTabs, storedCustomer } from './follow-other-tabs';

/**
 * Another tab's writes, as this tab sees them: the storage changes, then a storage event names
 * the key (a tab's own writes fire none, so each step here is one the other tab made).
 */
function otherTab(key: string | null, value?: string) {
  if (key === null) localStorage.clear();
  else if (value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value ?? null }));
}

const signIn = (id: number) => {
  otherTab(SESSION_KEYS.accessToken, fakeJwt({ id, cc_un: 'someone', sub: 'someone' }));
  otherTab(SESSION_KEYS.refreshToken, 'r');
  otherTab(SESSION_KEYS.customerHash, `hash-${id}`);
  otherTab(SESSION_KEYS.user, JSON.stringify({ id_customer: id, username: `user-${id}` }));
};
// clearSession's order: the user first, then the tokens.
const signOut = () => Object.values(SESSION_KEYS).forEach((key) => otherTab(key));

describe('a tab follows the session that another tab changes', () => {
  const actions = { signedOut: vi.fn(), otherCustomer: vi.fn() };
  let shown: number | null;
  let stop: () => void;

  beforeEach(() => {
    signIn(7);
    shown = 7;
    actions.signedOut.mockClear();
    actions.otherCustomer.mockClear();
    stop = followSessionOfOtherTabs(() => shown, actions);
  });
  afterEach(() => {
    stop();
    localStorage.clear();
  });

  it('stays when another tab refreshes the same customer’s tokens or saves their profile', () => {
    otherTab(SESSION_KEYS.accessToken, fakeJwt({ id: 7, cc_un: 'someone', sub: 'someone', n: 2 }));
    otherTab(SESSION_KEYS.refreshToken, 'r2');
    otherTab(SESSION_KEYS.user, JSON.stringify({ id_customer: 7, username: 'renamed' }));
    expect(actions.signedOut).not.toHaveBeenCalled();
    expect(actions.otherCustomer).not.toHaveBeenCalled();
  });

  it('signs out once when another tab signs out, only when the tokens are gone too', () => {
    otherTab(SESSION_KEYS.user);
    expect(actions.signedOut).not.toHaveBeenCalled();
    otherTab(SESSION_KEYS.accessToken);
    expect(actions.signedOut).toHaveBeenCalledTimes(1);
    otherTab(SESSION_KEYS.refreshToken);
    otherTab(SESSION_KEYS.customerHash);
    expect(actions.otherCustomer).not.toHaveBeenCalled();
  });

  it('leaves for Home when another tab signs in as another customer, once its profile is stored', () => {
    otherTab(SESSION_KEYS.accessToken, fakeJwt({ id: 8, cc_un: 'other', sub: 'other' }));
    // The other customer's token beside this customer's stored user: the sign-in is under way.
    expect(storedCustomer()).toBeUndefined();
    expect(actions.otherCustomer).not.toHaveBeenCalled();
    otherTab(SESSION_KEYS.user, JSON.stringify({ id_customer: 8, username: 'other' }));
    expect(storedCustomer()).toBe(8);
    expect(actions.otherCustomer).toHaveBeenCalledTimes(1);
    expect(actions.signedOut).not.toHaveBeenCalled();
  });

  it('a signed-out tab goes in when another tab signs in', () => {
    signOut();
    shown = null;
    actions.signedOut.mockClear();
    signIn(9);
    expect(actions.otherCustomer).toHaveBeenCalledTimes(1);
    expect(actions.signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the whole storage is cleared, and ignores keys that are not the session’s', () => {
    otherTab('i18nextLng', 'es');
    otherTab('customizer', '{}');
    expect(actions.signedOut).not.toHaveBeenCalled();
    otherTab(null);
    expect(actions.signedOut).toHaveBeenCalledTimes(1);
  });

  it('a token that names no customer is no session of anyone’s', () => {
    otherTab(SESSION_KEYS.accessToken, 'not-a-token');
    expect(storedCustomer()).toBeUndefined();
    expect(actions.signedOut).not.toHaveBeenCalled();
    expect(actions.otherCustomer).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    stop();
    signOut();
    expect(actions.signedOut).not.toHaveBeenCalled();
  });
});
