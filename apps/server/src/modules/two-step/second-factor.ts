import type { Tx } from '../../db/client.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import * as repo from './repository.ts';
import type { SecretBox } from './secret-box.ts';
import { acceptedStep, looksLikeTotp } from './totp.ts';

/**
 * Checks a code of a customer whose two-step verification is on: a 6-digit code from the app
 * (not one already used: its step is recorded) or an unused recovery code (then spent). Call
 * with the secret row locked, so two uses of one code at once cannot both pass.
 */
export async function acceptSecondFactor(
  tx: Tx,
  box: SecretBox,
  secret: { customerId: number; secret: string; lastStep: number | null },
  code: string,
): Promise<boolean> {
  if (looksLikeTotp(code)) {
    const step = acceptedStep(box.open(secret.secret), code, secret.lastStep);
    if (step === null) return false;
    await repo.recordStep(tx, secret.customerId, step);
    return true;
  }
  return repo.spendRecoveryCode(tx, secret.customerId, hashRecoveryCode(code));
}
