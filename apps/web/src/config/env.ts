/**
 * Build-time settings, checked once at start so a bad value fails loudly instead of
 * producing odd requests later. Every value has a default: `npm start` needs no .env.
 */
function readApiBaseUrl(raw: unknown): string {
  // Empty = same origin (the server serves the app; Vite proxies /v2 in development).
  if (raw === undefined || raw === '') return '';
  if (typeof raw !== 'string' || !/^(https?:\/\/|\/)/.test(raw)) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL or a path, got "${String(raw)}"`);
  }
  return raw.replace(/\/$/, '');
}

export const env = {
  apiBaseUrl: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const;
