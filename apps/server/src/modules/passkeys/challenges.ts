import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { insertChallenge, takeChallenge, type ChallengePurpose } from './repository.ts';

/**
 * A challenge lives five minutes: long enough to find one's phone or security key, short
 * enough that a captured one is soon worthless. The browser's own timeout is shorter.
 */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

export async function storeChallenge(
  tx: Tx,
  challenge: string,
  purpose: ChallengePurpose,
  rpId: string,
  customerId: number | null,
) {
  await insertChallenge(tx, {
    challenge,
    purpose,
    rpId,
    customerId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

const challengeExpired = () =>
  new AppError('bad_request', 'This passkey request has expired or was already used. Please try again.', {
    reason: 'passkey_challenge_expired',
  });

/** The challenge the browser signed, read from the client data (checked again by the library). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown }).challenge;
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // Not JSON: answered below like any unusable response.
  }
  throw new AppError('bad_request', 'The passkey response is not valid.', {
    reason: 'passkey_verification_failed',
  });
}

/**
 * Spends the challenge a ceremony response was signed over: it must be one we issued, for this
 * purpose, host and customer, not expired and not used before. Committed at once, so a
 * response that then fails verification cannot be replayed either.
 */
export async function spendChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  rpId: string,
  customerId: number | null,
): Promise<string> {
  const challenge = signedChallenge(clientDataJSON);
  const row = await takeChallenge(db, { challenge, purpose, rpId, customerId });
  if (!row) throw challengeExpired();
  return challenge;
}
