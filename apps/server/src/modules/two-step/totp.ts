import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned over. */
const WINDOW = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 (the manual key an app accepts). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the QR code holds: the app shows `issuer (label)` beside the codes. */
export const otpauthUri = (secret: string, label: string, issuer: string) =>
  totpOf(secret, label, issuer).toString();

/** Only the digits of a pasted code: "123 456" and "123-456" are "123456". */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const looksLikeTotp = (code: string) => /^\d{6}$/.test(normalizeCode(code));

/**
 * The step (30-second slot) of a code valid now, or null. A code of a step at or before
 * `lastStep` is refused, so a code seen over someone's shoulder cannot be replayed.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: normalizeCode(code), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
