import { env } from '../config/env';
import { ApiRequestError, NETWORK_ERROR_STATUS, toApiRequestError } from './api-error';
import { buildInit, readBody, type RequestOptions } from './api-request';
import { EarlyReads } from './early-reads';
import { clearSession, getTokens, saveTokens, type SessionTokens } from './session-store';

export type { HttpMethod, RequestOptions } from './api-request';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called once the session is gone for good (spec §8: log out and reload the page). */
  onSessionExpired?: () => void;
  /** The clock early reads are timed by (tests move it). */
  now?: () => number;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** Sends these plain reads now; a screen asking for one of them soon gets its answer (early-reads.ts). */
  readEarly(paths: readonly string[]): void;
  /** Calls `listener` with the path of every plain read that succeeds, until unsubscribed. */
  watchReads(listener: (path: string) => void): () => void;
}

/** A read any screen could have asked for the same way: GET, JSON, no extra headers or signal. */
const isPlainRead = (options: RequestOptions) =>
  (options.method ?? 'GET') === 'GET' &&
  !options.anonymous &&
  !options.headers &&
  !options.signal &&
  (options.responseType ?? 'json') === 'json';

/** The Web Locks name the tabs of one browser refresh the shared session under. */
const REFRESH_LOCK = 'myaccount-session-refresh';

export function createApiClient(clientOptions: ApiClientOptions = {}): ApiClient {
  const baseUrl = clientOptions.baseUrl ?? '';
  // Late-bound so tests (and polyfills) can replace the global fetch after import.
  const doFetch =
    clientOptions.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const onSessionExpired = clientOptions.onSessionExpired ?? (() => window.location.reload());
  let refreshing: Promise<boolean> | null = null;
  const early = new EarlyReads(clientOptions.now);
  const readListeners = new Set<(path: string) => void>();

  async function send(
    path: string,
    options: RequestOptions,
    tokens: SessionTokens | null,
  ): Promise<Response> {
    try {
      return await doFetch(`${baseUrl}${path}`, buildInit(options, tokens));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(
        NETWORK_ERROR_STATUS,
        error instanceof Error ? error.message : 'Network error',
        [],
      );
    }
  }

  function expireSession(): void {
    clearSession();
    onSessionExpired();
  }

  /**
   * One refresh at a time across every tab of the browser, not only this one's requests: the
   * tokens are shared, and a second tab sending the refresh token the first has just rotated
   * would be a replay, which ends the session (README "Sessions"). Inside the lock, a token that
   * another tab rotated while this one waited is taken as it is.
   */
  async function refreshTokens(current: SessionTokens): Promise<boolean> {
    const locks = navigator.locks as LockManager | undefined;
    if (!locks) return rotate(current);
    try {
      return await locks.request(REFRESH_LOCK, async (): Promise<boolean> => {
        const now = getTokens();
        if (!now) return false;
        return now.refreshToken === current.refreshToken ? await rotate(current) : true;
      });
    } catch {
      // No lock to be had (a sandboxed frame, say): refresh as one tab would.
      return rotate(current);
    }
  }

  async function rotate(current: SessionTokens): Promise<boolean> {
    try {
      const body = { Token: current.accessToken, RefreshToken: current.refreshToken };
      const response = await send('/v2/auth/refresh', { method: 'POST', body, anonymous: true }, null);
      if (!response.ok) return false;
      const { refreshResponse } = await import('./reply-schemas');
      const parsed = refreshResponse.safeParse(await response.json());
      if (!parsed.success) return false;
      const { token, refreshToken, customerHash } = parsed.data;
      saveTokens({ accessToken: token, refreshToken, customerHash });
      return true;
    } catch {
      return false;
    }
  }

  /** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
  function refreshOnce(current: SessionTokens): Promise<boolean> {
    refreshing ??= refreshTokens(current)
      .then((ok) => {
        if (!ok) expireSession();
        return ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function recoverFrom401(
    path: string,
    options: RequestOptions,
    used: SessionTokens | null,
    first: Response,
  ) {
    const current = getTokens();
    // Sent with a session that the customer ended meanwhile (signed out while Home's cards were
    // still loading): sign-out already left; expiring again would reload the sign-in page and
    // wipe what is being typed there. The request just fails.
    if (used && !current) return first;
    if (!used || !current) {
      expireSession();
      return first;
    }
    // Another request may already have refreshed since this one was sent: just retry.
    const ok = current.accessToken !== used.accessToken || (await refreshOnce(current));
    if (!ok) return first;
    const retried = await send(path, options, getTokens());
    if (retried.status === 401) expireSession();
    return retried;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const plainRead = isPlainRead(options);
    if ((options.method ?? 'GET') !== 'GET') early.dropAll();
    const tokens = options.anonymous ? null : getTokens();
    let response = await ((plainRead && early.take(path, tokens)) || send(path, options, tokens));
    if (response.status === 401 && !options.anonymous && !options.skipRefresh) {
      response = await recoverFrom401(path, options, tokens, response);
    }
    if (!response.ok) throw await toApiRequestError(response);
    const body = await readBody<T>(response, options.responseType, options.onProgress);
    if (plainRead) for (const listener of readListeners) listener(path);
    return body;
  }

  function readEarly(paths: readonly string[]): void {
    const tokens = getTokens();
    if (!tokens) return;
    for (const path of paths) early.start(path, tokens, () => send(path, {}, tokens));
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    readEarly,
    watchReads: (listener) => {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
  };
}

/** The app-wide client: same origin in production, proxied by Vite in development. */
export const apiClient = createApiClient({ baseUrl: env.apiBaseUrl });
export { ApiRequestError };
