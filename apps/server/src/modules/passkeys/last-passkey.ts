/**
 * Issue 17: removing a passkey must never leave an account with no way in. Today every
 * account has a password (customers.password_hash is required), so this never refuses; it
 * holds if passwordless accounts ever appear (an empty hash counts as none).
 */
export function removalLocksOut(account: { passwordHash: string | null; passkeysLeft: number }): boolean {
  return !account.passwordHash && account.passkeysLeft === 0;
}
