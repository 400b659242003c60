import { describe, expect, it } from 'vitest';
import {
  COMMUNICATOR_SOURCE,
  allowedTypesFor,
  defaultPaymentType,
  interpretGatewayMessage,
  relayedFields,
  showsTypeChoice,
} from './gateway-messages';

describe('gateway messages (spec §4)', () => {
  it('turns save markers into successfulSave with the matching type', () => {
    expect(interpretGatewayMessage({ action: 'ccSaveSuccess', token: 't' })).toMatchObject({
      kind: 'saved',
      paymentType: 1,
    });
    expect(interpretGatewayMessage({ operation: 'achSaveSuccess' })).toMatchObject({
      kind: 'saved',
      paymentType: 2,
    });
    expect(interpretGatewayMessage({ action: 'successfulSave' })).toMatchObject({
      kind: 'saved',
      paymentType: null,
    });
  });

  it('passes resize, cancel and transactResponse on, and ignores the rest', () => {
    expect(interpretGatewayMessage({ action: 'resizeWindow', width: '500', height: '620' })).toEqual({
      kind: 'resize',
      width: 500,
      height: 620,
    });
    expect(interpretGatewayMessage({ action: 'cancel' })).toEqual({ kind: 'cancel' });
    expect(interpretGatewayMessage({ action: 'transactResponse', response: '{"transId":"9"}' })).toEqual({
      kind: 'transactResponse',
      response: { transId: '9' },
    });
    expect(interpretGatewayMessage({ action: 'transactResponse', response: '{bad' })).toBeNull();
    expect(interpretGatewayMessage({ action: 'somethingElse' })).toBeNull();
  });

  it('accepts only relayed messages from our own origin', () => {
    const data = { source: COMMUNICATOR_SOURCE, fields: { action: 'cancel', n: 1 } };
    expect(relayedFields({ origin: 'http://localhost:3000', data }, 'http://localhost:3000')).toEqual({
      action: 'cancel',
    });
    expect(relayedFields({ origin: 'https://evil.example', data }, 'http://localhost:3000')).toBeNull();
    expect(
      relayedFields({ origin: 'http://localhost:3000', data: 'action=cancel' }, 'http://localhost:3000'),
    ).toBeNull();
  });

  it('picks the default type, the allowed types of a purpose and when to show the radio pair', () => {
    expect(defaultPaymentType(0)).toBe(1);
    expect(defaultPaymentType(1)).toBe(1);
    expect(defaultPaymentType(2)).toBe(2);
    const config = {
      available_payment_types_deposits: 1,
      available_payment_types_one_time_payments: 0,
      available_payment_types_recurring_billing: 2,
    } as const;
    expect(allowedTypesFor(1, config)).toBe(1);
    expect(allowedTypesFor(2, config)).toBe(0);
    expect(allowedTypesFor(3, config)).toBe(2);
    expect(showsTypeChoice(0, 2)).toBe(true);
    expect(showsTypeChoice(0, 1)).toBe(false);
    expect(showsTypeChoice(1, 2)).toBe(false);
  });
});
