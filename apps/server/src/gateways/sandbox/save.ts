import { GATEWAY_B_BANK_SAVE_MARKER, GATEWAY_B_CARD_SAVE_MARKER } from '@myaccount/contract';
import type { sandboxPaymentProfiles } from '../../db/schema/index.ts';
import { maskNumber } from '../types.ts';
import type { SandboxProfileRow } from './repository.ts';
import {
  type FieldErrors,
  bankOutcome,
  cardOutcome,
  cardTypeOf,
  digitsOnly,
  parseExpiry,
  validateBank,
  validateCard,
} from './validation.ts';

type VaultValues = Omit<
  typeof sandboxPaymentProfiles.$inferInsert,
  'paymentProfileToken' | 'customerProfileToken'
>;

export type SaveCheck = { ok: true; values: VaultValues } | { ok: false; errors: FieldErrors };

const text = (form: Record<string, string>, name: string) => (form[name] ?? '').trim();

/**
 * Validates a posted card or bank form and answers what the vault keeps: masked numbers and
 * the outcome the test number selects. When editing, empty numbers keep the stored ones.
 */
export function checkSave(
  method: 1 | 2,
  form: Record<string, string>,
  editing: SandboxProfileRow | undefined,
  today: Date,
): SaveCheck {
  if (method === 1) {
    const number = digitsOnly(text(form, 'cardNumber'));
    const keep = editing?.paymentTypeId === 1 && number === '';
    const input = {
      cardNumber: number,
      expiry: text(form, 'expiry'),
      cvv: text(form, 'cvv'),
      name: text(form, 'cardName'),
      zip: text(form, 'zip'),
    };
    const errors = validateCard(input, today);
    if (keep) {
      delete errors.cardNumber;
      // The security code is asked for a new number only, as hosted edit forms do.
      delete errors.cvv;
    }
    if (Object.keys(errors).length) return { ok: false, errors };
    const expiry = parseExpiry(input.expiry)!;
    return {
      ok: true,
      values: {
        paymentTypeId: 1,
        cardType: keep ? editing!.cardType : cardTypeOf(number),
        maskedCardNumber: keep ? editing!.maskedCardNumber : maskNumber(number),
        cardExpiration: expiry,
        maskedRoutingNumber: '',
        maskedAccountNumber: '',
        accountType: '',
        holderName: input.name,
        zip: input.zip,
        outcome: keep ? editing!.outcome : cardOutcome(number),
      },
    };
  }
  const routing = digitsOnly(text(form, 'routingNumber'));
  const account = digitsOnly(text(form, 'accountNumber'));
  const keep = editing?.paymentTypeId === 2 && routing === '' && account === '';
  const input = {
    routingNumber: routing,
    accountNumber: account,
    accountType: text(form, 'accountType'),
    name: text(form, 'bankName'),
  };
  const errors = validateBank(input);
  if (keep) {
    delete errors.routingNumber;
    delete errors.accountNumber;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    values: {
      paymentTypeId: 2,
      cardType: '',
      maskedCardNumber: '',
      cardExpiration: '',
      maskedRoutingNumber: keep ? editing!.maskedRoutingNumber : maskNumber(routing),
      maskedAccountNumber: keep ? editing!.maskedAccountNumber : maskNumber(account),
      accountType: input.accountType,
      holderName: input.name,
      zip: '',
      outcome: keep ? editing!.outcome : bankOutcome(account),
    },
  };
}

/**
 * The communicator message after a save. Protocol A says only `successfulSave` (the portal
 * must ask the gateway); protocol B names the type with its save marker and the masked data.
 */
export function saveMessage(protocol: string, token: string, values: VaultValues): string {
  if (protocol === 'A') return 'action=successfulSave';
  const params: Record<string, string> =
    values.paymentTypeId === 1
      ? {
          action: `${GATEWAY_B_CARD_SAVE_MARKER}Success`,
          token,
          cardType: values.cardType ?? '',
          cardNumber: values.maskedCardNumber ?? '',
          cardExpDate: values.cardExpiration ?? '',
        }
      : {
          action: `${GATEWAY_B_BANK_SAVE_MARKER}Success`,
          token,
          routingNumber: values.maskedRoutingNumber ?? '',
          accountNumber: values.maskedAccountNumber ?? '',
          accountType: values.accountType ?? '',
        };
  return new URLSearchParams(params).toString();
}
