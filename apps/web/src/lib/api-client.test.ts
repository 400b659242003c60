import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, errorResponse, jsonResponse, type RecordedCall } from '../testing/fake-fetch';
import { ApiRequestError, createApiClient } from './api-client';
import { SESSION_KEYS } from './session-store';

function storeSession() {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ user_name: 'demo' }));
  localStorage.setItem(SESSION_KEYS.accessToken, 'old-access');
  localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(SESSION_KEYS.customerHash, 'hash-1');
}

const isRefresh = (call: RecordedCall) => call.url.endsWith('/v2/auth/refresh');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers 401 to the old token; the refresh is slow so all three 401s overlap it. */
function serverWithExpiredToken(refreshStatus = 200) {
  return createFakeFetch(async (call) => {
    if (isRefresh(call)) {
      await delay(20);
      return refreshStatus === 200
        ? jsonResponse({ token: 'new-access', refreshToken: 'refresh-2', customerHash: 'hash-2' })
        : errorResponse(refreshStatus, 'Refresh token revoked');
    }
    if (call.headers.authorization !== 'Bearer new-access')
      return errorResponse(401, 'Token expired', 'token_expired');
    return jsonResponse({ path: call.url });
  });
}

describe('api client', () => {
  let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    onSessionExpired = vi.fn<() => void>();
  });

  it('sends the bearer token and customer hash', async () => {
    storeSession();
    const { fetch, calls } = createFakeFetch(() => jsonResponse({ ok: true }));
    const api = createApiClient({ fetch, onSessionExpired });
    await expect(api.get('/v2/brands/')).resolves.toEqual({ ok: true });
    expect(calls[0]!.headers).toMatchObject({
      authorization: 'Bearer old-access',
      'x-customer-hash': 'hash-1',
    });
  });

  it('refreshes once for concurrent 401s and retries each request once, keeping its headers', async () => {
    storeSession();
    const { fetch, calls } = serverWithExpiredToken();
    const api = createApiClient({ fetch, onSessionExpired });

    const results = await Promise.all([
      api.get('/v2/a'),
      api.get('/v2/b'),
      api.post('/v2/payments/pay/', { amount: 10 }, { headers: { 'Idempotency-Key': 'key-123' } }),
    ]);

    expect(results).toEqual([{ path: '/v2/a' }, { path: '/v2/b' }, { path: '/v2/payments/pay/' }]);
    const refreshes = calls.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ Token: 'old-access', RefreshToken: 'refresh-1' });

    const retries = calls.filter((c) => c.headers.authorization === 'Bearer new-access');
    expect(retries.map((c) => c.url).sort()).toEqual(['/v2/a', '/v2/b', '/v2/payments/pay/']);
    expect(retries.every((c) => c.headers['x-customer-hash'] === 'hash-2')).toBe(true);
    const payRetry = retries.find((c) => c.url === '/v2/payments/pay/')!;
    expect(payRetry.headers['idempotency-key']).toBe('key-123');
    expect(payRetry.body).toEqual({ amount: 10 });

    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('new-access');
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-2');
    expect(localStorage.getItem(SESSION_KEYS.customerHash)).toBe('hash-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  describe('with another tab of the browser (Web Locks)', () => {
    /** A lock that another tab holds first: it runs `meanwhile`, then grants this tab the lock. */
    function lockHeldByAnotherTab(meanwhile: () => void) {
      const request = vi.fn(async (_name: string, callback: () => Promise<boolean>) => {
        meanwhile();
        return callback();
      });
      Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
      return request;
    }
    afterEach(() => Reflect.deleteProperty(navigator, 'locks'));

    it('takes the tokens another tab rotated while this one waited, and sends no refresh of its own', async () => {
      storeSession();
      const request = lockHeldByAnotherTab(() => {
        localStorage.setItem(SESSION_KEYS.accessToken, 'new-access');
        localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-2');
      });
      const { fetch, calls } = serverWithExpiredToken();
      const api = createApiClient({ fetch, onSessionExpired });

      await expect(api.get('/v2/a')).resolves.toEqual({ path: '/v2/a' });
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.calls[0]![0]).toBe('myaccount-session-refresh');
      // Sending refresh-1 again would have been a replay, which ends the session.
      expect(calls.filter(isRefresh)).toHaveLength(0);
      expect(calls.at(-1)!.headers.authorization).toBe('Bearer new-access');
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('refreshes under the lock when no other tab did', async () => {
      storeSession();
      lockHeldByAnotherTab(() => {});
      const { fetch, calls } = serverWithExpiredToken();
      const api = createApiClient({ fetch, onSessionExpired });

      await expect(api.get('/v2/a')).resolves.toEqual({ path: '/v2/a' });
      expect(calls.filter(isRefresh)).toHaveLength(1);
      expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-2');
    });

    it('signs out when another tab ended the session while this one waited', async () => {
      storeSession();
      lockHeldByAnotherTab(() => localStorage.clear());
      const { fetch, calls } = serverWithExpiredToken();
      const api = createApiClient({ fetch, onSessionExpired });

      await expect(api.get('/v2/a')).rejects.toBeInstanceOf(ApiRequestError);
      expect(calls.filter(isRefresh)).toHaveLength(0);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });
  });

  it('logs out and reloads once when the refresh fails', async () => {
    storeSession();
    const { fetch, calls } = serverWithExpiredToken(401);
    const api = createApiClient({ fetch, onSessionExpired });

    const outcomes = await Promise.allSettled([api.get('/v2/a'), api.get('/v2/b'), api.get('/v2/c')]);

    expect(
      outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiRequestError).status === 401),
    ).toBe(true);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    // Nothing is retried with the old token after a failed refresh.
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(3);
  });

  it('logs out without trying to refresh when a 401 arrives and no tokens are stored', async () => {
    const { fetch, calls } = createFakeFetch(() => errorResponse(401, 'Missing token'));
    const api = createApiClient({ fetch, onSessionExpired });
    await expect(api.get('/v2/customers/7/profile')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('lets a request fail quietly when the customer signed out while it was on its way', async () => {
    storeSession();
    let answer: (response: Response) => void = () => {};
    const { fetch, calls } = createFakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const api = createApiClient({ fetch, onSessionExpired });
    const pending = api.get('/v2/budget');
    await delay(0);
    for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key); // signed out
    answer(errorResponse(401, 'Session ended', 'session_ended'));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('passes a 401 from an anonymous call (wrong credentials) straight through', async () => {
    storeSession();
    const { fetch, calls } = createFakeFetch(() => errorResponse(401, 'Invalid user name or password'));
    const api = createApiClient({ fetch, onSessionExpired });
    await expect(api.post('/v2/auth/login-myaccount', {}, { anonymous: true })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid user name or password',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('turns an error body into a typed ApiRequestError', async () => {
    const { fetch } = createFakeFetch(() =>
      jsonResponse(
        { message: 'Too many', errors: [{ code: 'too_many_requests', message: 'Slow down' }] },
        429,
        {
          'Retry-After': '120',
        },
      ),
    );
    const api = createApiClient({ fetch, onSessionExpired });
    const error = await api.get('/v2/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, message: 'Too many', retryAfter: 120 });
    expect((error as ApiRequestError).errors).toEqual([{ code: 'too_many_requests', message: 'Slow down' }]);
  });

  it('keeps the status when the error body is not JSON, and returns undefined for 204', async () => {
    const { fetch } = createFakeFetch((call) =>
      call.url === '/v2/empty'
        ? new Response(null, { status: 204 })
        : new Response('<html>', { status: 502 }),
    );
    const api = createApiClient({ fetch, onSessionExpired });
    await expect(api.delete('/v2/empty')).resolves.toBeUndefined();
    await expect(api.get('/v2/broken')).rejects.toMatchObject({ status: 502, errors: [] });
  });
});
