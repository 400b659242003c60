/**
 * The claims of an access token as plain JSON, unchecked (DESIGN §4: the browser never verifies
 * the signature; the server does, on every call). Kept apart from `jwt.ts`, which checks the
 * claims with the contract's zod schema, so that code on the first screen can read the
 * customer id without loading zod (issue 18).
 */
export function readTokenClaims(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The customer an access token names (its `id` claim), or null for a token that names none. */
export function tokenCustomerId(token: string): number | null {
  const claims = readTokenClaims(token);
  if (typeof claims !== 'object' || claims === null || !('id' in claims)) return null;
  return typeof claims.id === 'number' ? claims.id : null;
}
