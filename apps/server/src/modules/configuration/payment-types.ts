/**
 * Spec §3 "Allowed payment type": a configuration value of 0 accepts both kinds, 1 only
 * cards, 2 only bank accounts; a stored method's `paymentTypeId` is 1 (card) or 2 (bank).
 * Paying, autopay and the transfer's autopay all ask the same question.
 */
export function acceptsPaymentType(allowed: number, paymentTypeId: number): boolean {
  return allowed === 0 || allowed === paymentTypeId;
}
