import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, errorResponse, jsonResponse } from '../testing/fake-fetch';
import { createApiClient, WARM_READ_MS } from './api-client';
import { SESSION_KEYS } from './session-store';

function signInAs(customerHash: string) {
  localStorage.setItem(SESSION_KEYS.accessToken, `access-${customerHash}`);
  localStorage.setItem(SESSION_KEYS.refreshToken, `refresh-${customerHash}`);
  localStorage.setItem(SESSION_KEYS.customerHash, customerHash);
}

/** A server that numbers its answers, so a test can tell a warmed reply from a fresh one. */
function countingServer(failFirst = false) {
  let answered = 0;
  return createFakeFetch((call) => {
    answered += 1;
    if (failFirst && answered === 1) return errorResponse(503, 'Busy', 'unavailable');
    return jsonResponse({ answer: answered, customer: call.headers['x-customer-hash'] });
  });
}

const PATH = '/v2/customers/7/enrollments';

describe('a read warmed before its screen has loaded (issue 18)', () => {
  beforeEach(() => signInAs('hash-7'));
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('is asked once: the first plain get of that path takes its reply', async () => {
    const { fetch, calls } = countingServer();
    const api = createApiClient({ fetch });
    api.warm(PATH);
    expect(calls).toHaveLength(1);
    await expect(api.get(PATH)).resolves.toEqual({ answer: 1, customer: 'hash-7' });
    expect(calls).toHaveLength(1);
    // Taken once: the next get (a refetch) asks the server again.
    await expect(api.get(PATH)).resolves.toEqual({ answer: 2, customer: 'hash-7' });
    expect(calls).toHaveLength(2);
  });

  it('is never handed to another customer, nor after it has gone stale', async () => {
    const { fetch, calls } = countingServer();
    const api = createApiClient({ fetch });
    api.warm(PATH);
    signInAs('hash-8');
    await expect(api.get(PATH)).resolves.toEqual({ answer: 2, customer: 'hash-8' });
    expect(calls).toHaveLength(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    api.warm(PATH);
    vi.setSystemTime(Date.now() + WARM_READ_MS + 1);
    await expect(api.get(PATH)).resolves.toMatchObject({ answer: 4 });
  });

  it('is asked again when it failed, and is not taken by another path or a get with options', async () => {
    const { fetch, calls } = countingServer(true);
    const api = createApiClient({ fetch });
    api.warm(PATH);
    await expect(api.get(PATH)).resolves.toEqual({ answer: 2, customer: 'hash-7' });

    api.warm(PATH);
    await expect(api.get('/v2/customers/7/profile')).resolves.toMatchObject({ answer: 4 });
    await expect(api.get(PATH, { signal: new AbortController().signal })).resolves.toMatchObject({
      answer: 5,
    });
    expect(calls).toHaveLength(5);
  });

  it('does nothing without a session', async () => {
    localStorage.clear();
    const { fetch, calls } = countingServer();
    createApiClient({ fetch }).warm(PATH);
    expect(calls).toHaveLength(0);
  });
});
