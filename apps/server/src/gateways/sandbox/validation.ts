import type { FieldErrorCode } from './words.ts';

/**
 * Checks the sandbox's hosted form makes before vaulting, as a real gateway would, and the
 * test numbers that choose how a later charge behaves (README, Payments).
 */

export type SandboxOutcome = 'approve' | 'decline' | 'insufficient_funds';

export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_NSF_ACCOUNT = '000123456789';

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number carries. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** ABA routing numbers: 9 digits with weights 3, 7, 1 summing to a multiple of 10. */
export function passesAbaChecksum(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((acc, w, i) => acc + w * (routing.charCodeAt(i) - 48), 0);
  return sum % 10 === 0;
}

export function cardTypeOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/** `MM/YY` or `MM/YYYY` → `YYYY-MM`, or null when malformed. */
export function parseExpiry(value: string): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(yyyyMm: string, today: Date): boolean {
  const current = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
  return yyyyMm < current;
}

export function cardOutcome(number: string): SandboxOutcome {
  return number === SANDBOX_DECLINED_CARD ? 'decline' : 'approve';
}

export function bankOutcome(account: string): SandboxOutcome {
  return account === SANDBOX_NSF_ACCOUNT ? 'insufficient_funds' : 'approve';
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
  zip: string;
}

export interface BankInput {
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  name: string;
}

/** Bad fields by form field name, each with the code of what is wrong (worded in `words.ts`). */
export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export function validateCard(input: CardInput, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!passesLuhn(digitsOnly(input.cardNumber))) errors.cardNumber = 'card_number';
  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = 'expiry_format';
  else if (isExpired(expiry, today)) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(input.cvv.trim())) errors.cvv = 'cvv';
  if (input.name.trim().length < 2) errors.cardName = 'card_name';
  if (!/^\d{5}(-\d{4})?$/.test(input.zip.trim())) errors.zip = 'zip';
  return errors;
}

export function validateBank(input: BankInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!passesAbaChecksum(digitsOnly(input.routingNumber))) errors.routingNumber = 'routing_number';
  if (!/^\d{4,17}$/.test(digitsOnly(input.accountNumber))) errors.accountNumber = 'account_number';
  if (!['checking', 'savings', 'businessChecking'].includes(input.accountType))
    errors.accountType = 'account_type';
  if (input.name.trim().length < 2) errors.bankName = 'bank_name';
  return errors;
}
