import type { SessionTokens } from './session-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Plain values are sent as JSON; FormData and Blob are sent as they are. */
  body?: unknown;
  /** Extra headers (e.g. Idempotency-Key); kept unchanged when the request is retried. */
  headers?: Record<string, string>;
  /** Sign-in and sign-out calls: no bearer token, and a 401 means "wrong credentials". */
  anonymous?: boolean;
  /** Send the session headers but pass a 401 through untouched (sign-out must not refresh). */
  skipRefresh?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  /** Blob downloads: called with the bytes received so far as the body streams in. */
  onProgress?: (receivedBytes: number) => void;
}

/** How one request is put on the wire and how its answer is read. */
const isRawBody = (body: unknown) => body instanceof FormData || body instanceof Blob;

export function buildInit(options: RequestOptions, tokens: SessionTokens | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !isRawBody(options.body)) headers['Content-Type'] = 'application/json';
  if (tokens && !options.anonymous) {
    headers.Authorization = `Bearer ${tokens.accessToken}`;
    headers['X-Customer-Hash'] = tokens.customerHash;
  }
  const body =
    options.body === undefined
      ? undefined
      : isRawBody(options.body)
        ? (options.body as BodyInit)
        : JSON.stringify(options.body);
  // No timeout on purpose (spec §9): slow back-office calls must be allowed to finish.
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

/** Reads a body chunk by chunk, reporting the running byte count (large exports stream). */
async function readBlobWithProgress(response: Response, onProgress: (receivedBytes: number) => void) {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? '' });
}

export async function readBody<T>(
  response: Response,
  responseType: RequestOptions['responseType'],
  onProgress?: RequestOptions['onProgress'],
): Promise<T> {
  if (responseType === 'blob' && onProgress && response.body) {
    return (await readBlobWithProgress(response, onProgress)) as T;
  }
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
