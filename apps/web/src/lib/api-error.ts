import type { ApiErrorItem } from '@myaccount/contract';

/** A non-2xx answer, with the server's `{message, errors}` body (DESIGN §4) made typed. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly errors: ApiErrorItem[];
  /** Seconds from a Retry-After header (429), when the server sent one. */
  readonly retryAfter: number | null;

  /** The whole answer, for the few errors that say more than `errors` (e.g. a 409's details). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: ApiErrorItem[],
    retryAfter: number | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.body = body;
  }
}

/** Network failures have no HTTP status; 0 lets callers treat them like any other error. */
export const NETWORK_ERROR_STATUS = 0;

function isErrorItem(value: unknown): value is ApiErrorItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** Builds the typed error from a failed response, whatever its body turns out to be. */
export async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies and crashed servers answer with HTML or nothing; keep the status only.
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message =
    typeof record.message === 'string' ? record.message : response.statusText || `HTTP ${response.status}`;
  const errors = Array.isArray(record.errors) ? record.errors.filter(isErrorItem) : [];
  return new ApiRequestError(
    response.status,
    message,
    errors,
    parseRetryAfter(response.headers.get('Retry-After')),
    body,
  );
}
