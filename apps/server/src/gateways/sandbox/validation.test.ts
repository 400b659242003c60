import { describe, expect, it } from 'vitest';
import {
  bankOutcome,
  cardOutcome,
  cardTypeOf,
  isExpired,
  parseExpiry,
  passesAbaChecksum,
  passesLuhn,
  validateBank,
  validateCard,
} from './validation.ts';

const today = new Date('2026-11-23T12:00:00Z');

describe('sandbox form checks', () => {
  it('accepts Luhn-valid numbers and refuses a changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });

  it('checks ABA routing numbers with the 3-7-1 weights', () => {
    expect(passesAbaChecksum('011000015')).toBe(true);
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('021000022')).toBe(false);
    expect(passesAbaChecksum('12345')).toBe(false);
  });

  it('parses MM/YY and knows a card is good through its expiry month', () => {
    expect(parseExpiry('12/29')).toBe('2029-12');
    expect(parseExpiry('3/2027')).toBe('2027-03');
    expect(parseExpiry('13/29')).toBeNull();
    expect(isExpired('2026-11', today)).toBe(false);
    expect(isExpired('2026-10', today)).toBe(true);
  });

  it('maps the test numbers to their outcomes', () => {
    expect(cardOutcome('4111111111111111')).toBe('approve');
    expect(cardOutcome('4000000000000002')).toBe('decline');
    expect(bankOutcome('000123456789')).toBe('insufficient_funds');
    expect(bankOutcome('123456789')).toBe('approve');
    expect(cardTypeOf('5555555555554444')).toBe('MasterCard');
  });

  it('names every bad field of a card and of a bank account', () => {
    const card = validateCard(
      { cardNumber: '4111 1111 1111 1112', expiry: '10/26', cvv: '1', name: '', zip: 'x' },
      today,
    );
    expect(Object.keys(card).sort()).toEqual(['cardName', 'cardNumber', 'cvv', 'expiry', 'zip']);
    const good = validateCard(
      { cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123', name: 'Dana Rivera', zip: '75214' },
      today,
    );
    expect(good).toEqual({});
    const bank = validateBank({
      routingNumber: '021000022',
      accountNumber: '12',
      accountType: 'x',
      name: 'D',
    });
    expect(Object.keys(bank).sort()).toEqual(['accountNumber', 'accountType', 'bankName', 'routingNumber']);
  });
});
