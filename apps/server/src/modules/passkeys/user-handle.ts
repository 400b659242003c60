import { createHash } from 'node:crypto';

/**
 * The WebAuthn user handle of a customer on a host: stable (so an authenticator keeps one
 * passkey per account rather than piling them up) and opaque (no name, e-mail or database id
 * leaves the server in it). `customerHash` is already a random, non-personal identifier.
 */
export function userHandleOf(customerHash: string, rpId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`passkey-user:${rpId}:${customerHash}`).digest());
}
