import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, errorResponse, jsonResponse } from '../testing/fake-fetch';
import { createApiClient } from './api-client';
import { EARLY_READ_LIFETIME_MS } from './early-reads';
import { saveTokens } from './session-store';

const storeSession = (accessToken = 'access-1') =>
  saveTokens({ accessToken, refreshToken: 'refresh-1', customerHash: 'hash-1' });

/** A server whose balance changes with every payment, counting what it is asked. */
function balanceServer() {
  let balance = 100;
  return createFakeFetch((call) => {
    if (call.method === 'POST') {
      balance -= 25;
      return jsonResponse({ ok: true });
    }
    if (call.headers.authorization !== 'Bearer access-1' && call.headers.authorization !== 'Bearer access-2')
      return errorResponse(401, 'Token expired', 'token_expired');
    return jsonResponse({ balance, path: call.url });
  });
}

const gets = (calls: { method: string; url: string }[], url: string) =>
  calls.filter((call) => call.method === 'GET' && call.url === url).length;

describe('early reads (issue 18)', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
    storeSession();
  });

  /** A client on the balance server that has already sent `paths` early. */
  function clientReadingEarly(paths: string[]) {
    const { fetch, calls } = balanceServer();
    const api = createApiClient({ fetch, now });
    api.readEarly(paths);
    return { api, calls };
  }

  it('a screen asking for a path read early gets that answer, without a second request', async () => {
    const { api, calls } = clientReadingEarly(['/v2/a', '/v2/b']);
    expect(calls.map((call) => call.url)).toEqual(['/v2/a', '/v2/b']);
    expect(calls[0]!.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-customer-hash': 'hash-1',
    });

    await expect(api.get('/v2/a')).resolves.toEqual({ balance: 100, path: '/v2/a' });
    await expect(api.get('/v2/b')).resolves.toEqual({ balance: 100, path: '/v2/b' });
    expect(calls).toHaveLength(2);
  });

  it('is taken once: the next read of the path asks the server again', async () => {
    const { api, calls } = clientReadingEarly(['/v2/a']);
    await api.get('/v2/a');
    await api.get('/v2/a');
    expect(gets(calls, '/v2/a')).toBe(2);
  });

  it('a write drops every early read, so no screen shows what was true before it', async () => {
    const { api, calls } = clientReadingEarly(['/v2/balance']);
    await api.post('/v2/pay', { amount: 25 });
    await expect(api.get('/v2/balance')).resolves.toMatchObject({ balance: 75 });
    expect(gets(calls, '/v2/balance')).toBe(2);
  });

  it('is not used once its lifetime is over', async () => {
    const { api, calls } = clientReadingEarly(['/v2/a']);
    clock += EARLY_READ_LIFETIME_MS + 1;
    await api.get('/v2/a');
    expect(gets(calls, '/v2/a')).toBe(2);
  });

  it('is not used under another access token (a refresh or another session meanwhile)', async () => {
    const { api, calls } = clientReadingEarly(['/v2/a']);
    storeSession('access-2');
    await api.get('/v2/a');
    expect(calls.filter((call) => call.url === '/v2/a').map((call) => call.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('stands in only for plain reads: not for a download, a read with headers or one that can be aborted', async () => {
    const { api, calls } = clientReadingEarly(['/v2/a']);
    await api.get('/v2/a', { responseType: 'text' });
    await api.get('/v2/a', { headers: { 'X-Extra': '1' } });
    await api.get('/v2/a', { signal: new AbortController().signal });
    expect(gets(calls, '/v2/a')).toBe(4);
    await api.get('/v2/a'); // the early answer was still there for the plain read
    expect(gets(calls, '/v2/a')).toBe(4);
  });

  it('an early answer of 401 goes through the usual refresh and retry', async () => {
    storeSession('expired');
    const { fetch, calls } = createFakeFetch((call) => {
      if (call.url.endsWith('/v2/auth/refresh'))
        return jsonResponse({ token: 'access-2', refreshToken: 'refresh-2', customerHash: 'hash-2' });
      if (call.headers.authorization !== 'Bearer access-2') return errorResponse(401, 'Token expired');
      return jsonResponse({ path: call.url });
    });
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch, now, onSessionExpired });
    api.readEarly(['/v2/a']);
    await expect(api.get('/v2/a')).resolves.toEqual({ path: '/v2/a' });
    expect(calls.map((call) => call.url)).toEqual(['/v2/a', '/v2/auth/refresh', '/v2/a']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a failed early read that nobody takes raises nothing, and one that is taken fails as the read would', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, now });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    api.readEarly(['/v2/unused', '/v2/a']);
    await expect(api.get('/v2/a')).rejects.toMatchObject({ status: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('asks nothing without a session', () => {
    localStorage.clear();
    const { fetch, calls } = balanceServer();
    createApiClient({ fetch, now }).readEarly(['/v2/a']);
    expect(calls).toHaveLength(0);
  });

  it('tells a watcher every plain read that succeeded, and stops when asked', async () => {
    const { fetch } = balanceServer();
    const api = createApiClient({ fetch, now });
    const seen: string[] = [];
    const stop = api.watchReads((path) => seen.push(path));
    await api.get('/v2/a');
    await api.post('/v2/pay', {});
    await api.get('/v2/b', { responseType: 'blob' });
    stop();
    await api.get('/v2/c');
    expect(seen).toEqual(['/v2/a']);
  });
});

describe('an early read nobody takes', () => {
  it('is read to its end, so the browser’s request finishes', async () => {
    storeSession();
    let pulled = 0;
    const chunks = 3;
    const fetch = vi.fn(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled += 1;
              if (pulled > chunks) controller.close();
              else controller.enqueue(new Uint8Array(64 * 1024));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    api.readEarly(['/v2/large']);
    await vi.waitFor(() => expect(pulled).toBe(chunks + 1));
  });
});
