import { tokenPayload, type TokenPayload } from '@myaccount/contract';

/**
 * Reads the access token's claims (DESIGN §4). The browser never verifies the signature:
 * the server does that on every call; we only need the customer id and agent name.
 */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = tokenPayload.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
