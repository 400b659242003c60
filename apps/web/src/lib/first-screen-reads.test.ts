import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../testing/fake-fetch';
import { createApiClient } from './api-client';
import { RECORD_MS, recordFirstScreenReads, replayFirstScreenReads } from './first-screen-reads';
import { clearSession, FIRST_SCREEN_READS_KEY, saveTokens } from './session-store';

const storeSession = () =>
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', customerHash: 'hash-1' });

/** One page load: a client on a counting server, on `screen`. */
function pageLoad(screen = { path: '/' }) {
  const { fetch, calls } = createFakeFetch((call) => jsonResponse({ path: call.url }));
  const api = createApiClient({ fetch });
  return { api, calls, screenNow: () => screen.path };
}

describe('first-screen reads (issue 18)', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession();
  });
  afterEach(() => vi.useRealTimers());

  it('the next load of a screen asks at once for what the last one read, and the screens take those answers', async () => {
    const first = pageLoad();
    const stop = recordFirstScreenReads(7, first.api, first.screenNow);
    await first.api.get('/v2/customers/7/enrollments');
    await first.api.get('/v2/billing/statement-summary/12');
    stop();

    const next = pageLoad();
    replayFirstScreenReads(7, '/', next.api);
    expect(next.calls.map((call) => call.url)).toEqual([
      '/v2/customers/7/enrollments',
      '/v2/billing/statement-summary/12',
    ]);
    await next.api.get('/v2/customers/7/enrollments');
    await next.api.get('/v2/billing/statement-summary/12');
    expect(next.calls).toHaveLength(2);
  });

  it('keeps each screen apart, and a screen read again replaces its old list', async () => {
    const screen = { path: '/' };
    const first = pageLoad(screen);
    recordFirstScreenReads(7, first.api, first.screenNow);
    await first.api.get('/v2/a');
    screen.path = '/billing';
    await first.api.get('/v2/statements');

    const second = pageLoad();
    recordFirstScreenReads(7, second.api, second.screenNow);
    await second.api.get('/v2/b');

    const next = pageLoad();
    replayFirstScreenReads(7, '/', next.api);
    replayFirstScreenReads(7, '/billing', next.api);
    expect(next.calls.map((call) => call.url)).toEqual(['/v2/b', '/v2/statements']);
  });

  it('records only in the first seconds of a load', async () => {
    vi.useFakeTimers();
    const first = pageLoad();
    recordFirstScreenReads(7, first.api, first.screenNow);
    await first.api.get('/v2/a');
    vi.advanceTimersByTime(RECORD_MS);
    await first.api.get('/v2/later');

    const next = pageLoad();
    replayFirstScreenReads(7, '/', next.api);
    expect(next.calls.map((call) => call.url)).toEqual(['/v2/a']);
  });

  it('never replays one customer’s reads for another, and forgets them at sign-out', async () => {
    const first = pageLoad();
    recordFirstScreenReads(7, first.api, first.screenNow);
    await first.api.get('/v2/customers/7/enrollments');

    const other = pageLoad();
    replayFirstScreenReads(8, '/', other.api);
    expect(other.calls).toHaveLength(0);

    clearSession();
    expect(localStorage.getItem(FIRST_SCREEN_READS_KEY)).toBeNull();
    storeSession();
    const after = pageLoad();
    replayFirstScreenReads(7, '/', after.api);
    expect(after.calls).toHaveLength(0);
  });

  it('ignores a damaged or foreign entry instead of sending what it names', () => {
    for (const stored of ['not json', '{"customer":7,"screens":{"/":["https://elsewhere.example/x", 5]}}']) {
      localStorage.setItem(FIRST_SCREEN_READS_KEY, stored);
      const load = pageLoad();
      replayFirstScreenReads(7, '/', load.api);
      expect(load.calls).toHaveLength(0);
    }
  });
});
