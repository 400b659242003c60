import type { PaymentMethod } from '@myaccount/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makePaymentMethod } from '../../testing/fixtures';
import { methodLabel } from './method-label';

const base = makePaymentMethod({ defaultPaymentProfile: false });

describe('methodLabel', () => {
  it('names a card by type and last four, with the expiry month first as printed on it', () => {
    expect(methodLabel(base, i18next.t)).toBe('Visa ending 1111, expires 12/2030');
  });

  it('leaves out an expiry the gateway masked', () => {
    expect(methodLabel({ ...base, cardExpirationDate: 'XXXX' }, i18next.t)).toBe('Visa ending 1111');
  });

  it('names a bank account by its type and last four', () => {
    const bank: PaymentMethod = {
      ...base,
      paymentTypeId: 2,
      cardNumber: '',
      accountNumber: 'XXXX6789',
      accountType: 'savings',
    };
    expect(methodLabel(bank, i18next.t)).toMatch(/ending 6789$/);
    expect(methodLabel(bank, i18next.t)).not.toContain('expires');
  });
});
