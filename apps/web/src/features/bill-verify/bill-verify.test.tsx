import type { BillVerification, VerifiedCharge } from '@myaccount/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyPanel } from './verify-panel';

const part = (from: string, to: string, quantity: number, unitPrice: number, amount: number) => ({
  from,
  to,
  quantity,
  unitPrice,
  amount,
});

const charge = (
  code: string,
  unit: VerifiedCharge['unit'],
  parts: VerifiedCharge['billed'],
): VerifiedCharge => ({
  code,
  band: null,
  unit,
  billed: parts,
  recomputed: parts,
  difference: 0,
  matches: true,
  reason: null,
});

const base: BillVerification = {
  custStatementTkn: 'tk',
  custStatementNum: '88210202608',
  periodStart: '2026-08-18',
  periodEnd: '2026-09-17',
  days: 31,
  planName: 'Brightline Green 24',
  unit: 'kWh',
  reads: { source: 'intervals', quantity: 1094, estimatedDays: 2, estimatedRead: false },
  billCredits: [{ amount: 30, minUsage: 1000, maxUsage: null }],
  rateChanges: [{ what: 'delivery', date: '2026-09-01', before: 0.05, after: 0.055 }],
  charges: [
    charge('energy', 'kWh', [part('2026-08-18', '2026-09-17', 1094, 0.135, 147.69)]),
    charge('bill_credit', 'cycle', [part('2026-08-18', '2026-09-17', 1, -30, -30)]),
    charge('tdsp_delivery', 'kWh', [
      part('2026-08-18', '2026-08-31', 494, 0.05, 24.7),
      part('2026-09-01', '2026-09-17', 600, 0.055, 33),
    ]),
    charge('gross_receipts', 'usd', [part('2026-08-18', '2026-09-17', 175.39, 0.01997, 3.5)]),
  ],
  billedTotal: 178.89,
  recomputedTotal: 178.89,
  matches: true,
  mainDifference: null,
};

describe('VerifyPanel', () => {
  it('says every line matches and writes each formula in words', () => {
    render(<VerifyPanel verification={base} />);
    expect(screen.getByTestId('bill-verify-verdict-title')).toHaveTextContent('Every line matches');
    const formulas = screen.getAllByTestId('verify-formula').map((f) => f.textContent);
    expect(formulas[0]).toBe('1,094.000\u00a0kWh × 13.5000\u00a0¢/kWh = $\u00a0147.69');
    expect(formulas).toContain('1.9970\u00a0% of $\u00a0175.39 = $\u00a03.50');
    // The tariff change splits delivery in two parts, each dated, and is explained above.
    expect(formulas.filter((f) => f?.includes('¢/kWh = $\u00a024.70 (08/18/2026–08/31/2026)'))).toHaveLength(
      1,
    );
    expect(screen.getByTestId('bill-verify-rate-change')).toHaveTextContent(
      "The utility's delivery rate changed on 09/01/2026, from 5.0000 ¢/kWh to 5.5000 ¢/kWh",
    );
    expect(screen.getByText(/^Earned: 1,094\skWh is at least 1,000\skWh\.$/)).toBeInTheDocument();
    expect(screen.getByTestId('bill-verify-estimated-days')).toHaveTextContent(
      '2 days of this cycle were estimated',
    );
    expect(within(screen.getByTestId('verify-table')).getAllByTestId('verify-match')).toHaveLength(4);
  });

  it('names the main difference and why, with both totals', () => {
    const delivery = base.charges[2]!;
    const missed: VerifiedCharge = {
      ...delivery,
      billed: [part('2026-08-18', '2026-09-17', 1094, 0.05, 54.7)],
      difference: -3,
      matches: false,
      reason: { code: 'rate_changed_in_cycle', date: '2026-09-01', billed: null, expected: null },
    };
    const v = {
      ...base,
      charges: [base.charges[0]!, base.charges[1]!, missed, base.charges[3]!],
      billedTotal: 175.89,
      matches: false,
      mainDifference: 2,
    };
    render(<VerifyPanel verification={v} />);
    expect(screen.getByTestId('bill-verify-verdict-title')).toHaveTextContent(
      "TDU Delivery Charges differs by $ 3.00: the utility's rate changed on 09/01/2026.",
    );
    expect(screen.getByTestId('bill-verify-verdict')).toHaveTextContent(
      'Billed $ 175.89; recomputed $ 178.89.',
    );
    expect(screen.getByTestId('verify-differs')).toHaveTextContent('Differs by $ 3.00');
  });
});
