import { createHash, randomInt } from 'node:crypto';
import { normalizeCode } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read off paper without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx`: 8 characters of 31, about 40 bits each; single use, and sign-in is throttled. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Stored and compared as a hash of the code without dashes, spaces or capitals. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normalizeCode(code)}`)
    .digest('hex');
