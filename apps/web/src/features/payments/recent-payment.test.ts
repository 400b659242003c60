import type { PendingPayment } from '@myaccount/contract';
import { describe, expect, it } from 'vitest';
import { isSameDay, recentSamePayment } from './recent-payment';

const now = new Date('2026-11-25T16:00:00Z');
const charge = (overrides: Partial<PendingPayment>): PendingPayment => ({
  id_charge_transaction: 1,
  date_created: '2026-11-25T15:42:00Z',
  amount: 25,
  payment_type: 'Credit Card',
  status: 'approved',
  transaction_id: '60000001',
  ...overrides,
});

describe('recentSamePayment', () => {
  it('finds the newest approved charge of the same amount in the last 24 hours', () => {
    const older = charge({ id_charge_transaction: 1, date_created: '2026-11-25T01:00:00Z' });
    const newer = charge({ id_charge_transaction: 2, date_created: '2026-11-25T15:00:00Z' });
    expect(recentSamePayment([older, newer], 25, now)?.id_charge_transaction).toBe(2);
    expect(recentSamePayment([older], 25.0, now)?.id_charge_transaction).toBe(1);
  });

  it('ignores other amounts, declines and anything 24 hours old or more', () => {
    expect(recentSamePayment([charge({ amount: 25.01 })], 25, now)).toBeNull();
    expect(recentSamePayment([charge({ status: 'declined' })], 25, now)).toBeNull();
    expect(recentSamePayment([charge({ date_created: '2026-11-24T16:00:00Z' })], 25, now)).toBeNull();
    expect(recentSamePayment([charge({ date_created: '2026-11-24T16:00:01Z' })], 25, now)).not.toBeNull();
  });

  it('tells today from yesterday on the visitor clock', () => {
    const today = new Date(now.getTime() - 60_000).toISOString();
    expect(isSameDay(today, new Date(now))).toBe(new Date(today).toDateString() === now.toDateString());
    expect(isSameDay('2026-11-23T12:00:00Z', now)).toBe(false);
  });
});
