import { createHash, randomBytes } from 'node:crypto';

/**
 * What a personal API token looks like: `mya_` and 43 base64url characters (256 random
 * bits). The fixed start lets secret scanners and the customer recognise one; the prefix
 * shown in the list is the start plus 4 characters, too short to guess the rest from.
 */
const START = 'mya_';
const TOKEN = /^mya_[A-Za-z0-9_-]{43}$/;

export function newToken(): { token: string; tokenHash: string; prefix: string } {
  const token = `${START}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token), prefix: token.slice(0, START.length + 4) };
}

export const looksLikeToken = (value: string) => TOKEN.test(value);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
