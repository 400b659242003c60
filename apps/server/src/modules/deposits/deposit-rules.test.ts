import { describe, expect, it } from 'vitest';
import { depositStatus, onTimeStreak, settledOn } from './deposit-rules.ts';

/** Monthly bills of $100 due on the 21st, from January. */
const bills = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ total: 100, dueDate: `2026-${String(i + 1).padStart(2, '0')}-21` }));
const paidOn = (...dates: string[]) => dates.map((date) => ({ date, amount: 100 }));

describe('on-time payments (deposit refund rule)', () => {
  it('counts every bill paid by its due date, the due date itself included', () => {
    const payments = paidOn('2026-01-10', '2026-02-21', '2026-03-15');
    expect(onTimeStreak(bills(3), payments, '2026-04-01')).toBe(3);
  });

  it('starts again from zero after a late payment', () => {
    const payments = paidOn('2026-01-10', '2026-02-25', '2026-03-15', '2026-04-15');
    expect(settledOn(bills(4), payments)).toEqual(['2026-01-10', '2026-02-25', '2026-03-15', '2026-04-15']);
    expect(onTimeStreak(bills(4), payments, '2026-05-01')).toBe(2);
  });

  it('an unpaid bill past its due date resets the count; one not due yet does not', () => {
    const payments = paidOn('2026-01-10', '2026-02-10');
    expect(onTimeStreak(bills(3), payments, '2026-03-20')).toBe(2);
    expect(onTimeStreak(bills(3), payments, '2026-03-22')).toBe(0);
  });

  it('a returned payment does not count: the bill is paid on the day it is paid again', () => {
    const payments = [
      { date: '2026-01-10', amount: 100 },
      { date: '2026-01-13', amount: -100 },
      { date: '2026-01-25', amount: 100 },
      { date: '2026-02-10', amount: 100 },
    ];
    expect(settledOn(bills(2), payments)).toEqual(['2026-01-25', '2026-02-10']);
    expect(onTimeStreak(bills(2), payments, '2026-03-01')).toBe(1);
  });

  it('a partial payment leaves the bill unpaid until the rest arrives', () => {
    const payments = [
      { date: '2026-01-10', amount: 60 },
      { date: '2026-01-30', amount: 40 },
    ];
    expect(onTimeStreak(bills(1), payments, '2026-02-01')).toBe(0);
  });

  it('a payment extension’s later due date is the one that counts', () => {
    const extended = [{ total: 100, dueDate: '2026-01-31' }];
    expect(onTimeStreak(extended, paidOn('2026-01-25'), '2026-02-05')).toBe(1);
  });
});

describe('deposit status', () => {
  const none = { waived: 0, waivedAt: null, refundedAt: null };
  it('is due while anything is left to pay, with what was paid so far', () => {
    expect(depositStatus({ ...none, amount: 150, pending: 100 })).toEqual({
      status: 'due',
      due: 100,
      paid: 50,
      waived: 0,
    });
  });

  it('is paid once nothing is left and no letter waived it', () => {
    expect(depositStatus({ ...none, amount: 150, pending: 0 })).toEqual({
      status: 'paid',
      due: 0,
      paid: 150,
      waived: 0,
    });
  });

  it('is waived by an approved letter: what was left is waived, what was paid stays paid', () => {
    const waivedAt = new Date('2026-03-01T12:00:00Z');
    expect(depositStatus({ amount: 150, pending: 0, waived: 150, waivedAt, refundedAt: null })).toEqual({
      status: 'waived',
      due: 0,
      paid: 0,
      waived: 150,
    });
    expect(depositStatus({ amount: 150, pending: 0, waived: 100, waivedAt, refundedAt: null })).toMatchObject(
      {
        status: 'waived',
        paid: 50,
        waived: 100,
      },
    );
  });

  it('is refunded once the refund is recorded', () => {
    const refundedAt = new Date('2027-01-05T00:00:00Z');
    expect(depositStatus({ ...none, amount: 150, pending: 0, refundedAt }).status).toBe('refunded');
  });
});
