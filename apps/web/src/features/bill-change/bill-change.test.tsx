import type { BillChange, BillComparison, BillPeriodFacts } from '@myaccount/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillChangePanel } from './bill-change-panel';
import { signedMoney } from './change-text';
import { waterfallSteps } from './waterfall';

const facts = (o: Partial<BillPeriodFacts>): BillPeriodFacts => ({
  custStatementTkn: 't',
  periodStart: '2026-07-17',
  periodEnd: '2026-08-16',
  days: 31,
  usage: 2554,
  estimated: false,
  total: 512.28,
  meanTempF: 87,
  coolingDegreeDays: 682,
  heatingDegreeDays: 0,
  energyRate: 0.14,
  billCredit: 0,
  ...o,
});

const august = facts({});
const july = facts({
  custStatementTkn: 'j',
  periodStart: '2026-06-17',
  periodEnd: '2026-07-16',
  days: 30,
  usage: 2066,
  total: 458.32,
  meanTempF: 81,
  energyRate: 0.135,
});

const previous: BillComparison = {
  basis: 'previous',
  before: july,
  change: 53.96,
  drivers: [
    { code: 'billing_days', amount: 15.03, usage: 69 },
    { code: 'weather', amount: 30.77, usage: 400 },
    { code: 'usage', amount: 3.79, usage: 19 },
    { code: 'estimated_read', amount: 0, usage: null },
    { code: 'plan_rate', amount: 4.37, usage: null },
    { code: 'delivery_tariff', amount: 0, usage: null },
    { code: 'taxes', amount: 0, usage: null },
    { code: 'bill_credit', amount: 0, usage: null },
    { code: 'fees', amount: 0, usage: null },
  ],
};
const change: BillChange = { unit: 'kWh', statement: august, comparisons: [previous] };

describe('BillChangePanel', () => {
  it('says how much more and why, in one sentence per driver', () => {
    render(<BillChangePanel change={change} />);
    expect(screen.getByTestId('bill-change-headline')).toHaveTextContent(
      'Your August 2026 bill of $ 512.28 is $ 53.96 more than the July 2026 bill.',
    );
    expect(screen.getByTestId('bill-change-usage')).toHaveTextContent(
      'You used 488 kWh more, mostly because August was 6 °F hotter than July.',
    );
    expect(screen.getByTestId('driver-weather')).toHaveTextContent(
      'The weather added 400 kWh: it averaged 87 °F, against 81 °F.',
    );
    expect(screen.getByTestId('driver-plan_rate')).toHaveTextContent(
      'Your energy rate went from 13.5000 ¢ to 14.0000 ¢ per kWh.',
    );
    expect(screen.getByTestId('driver-billing_days')).toHaveTextContent(
      'This bill covers 31 days; the other one covered 30.',
    );
    expect(screen.queryByTestId('driver-taxes')).not.toBeInTheDocument();
  });

  it('draws a waterfall whose rows go from the earlier bill to this one, driver by driver', () => {
    render(<BillChangePanel change={change} />);
    const table = screen.getByTestId('bill-waterfall');
    const amounts = within(table)
      .getAllByTestId('waterfall-amount')
      .map((c) => c.textContent);
    expect(amounts).toEqual([
      '$\u00a0458.32',
      '+$\u00a015.03',
      '+$\u00a030.77',
      '+$\u00a03.79',
      '+$\u00a04.37',
      '$\u00a0512.28',
    ]);
    const steps = waterfallSteps(
      (d) => d.code,
      (f) => f.periodEnd,
      august,
      previous,
    );
    // Each driver starts where the previous one ended, and the last one ends at this bill.
    for (let i = 2; i < steps.length - 1; i++) expect(steps[i]!.from).toBeCloseTo(steps[i - 1]!.to, 6);
    expect(steps.at(-2)!.to).toBeCloseTo(august.total, 6);
  });

  it('names a missed bill credit and says so for a first bill', () => {
    const missed: BillComparison = {
      ...previous,
      before: { ...july, billCredit: 50 },
      drivers: previous.drivers.map((d) => (d.code === 'bill_credit' ? { ...d, amount: 50 } : d)),
    };
    const { unmount } = render(<BillChangePanel change={{ ...change, comparisons: [missed] }} />);
    expect(screen.getByTestId('driver-bill_credit')).toHaveTextContent(
      'You did not earn the $ 50.00 bill credit this time.',
    );
    unmount();
    render(<BillChangePanel change={{ ...change, comparisons: [] }} />);
    expect(screen.getByText(/This is your first bill/)).toBeInTheDocument();
  });

  it('signs driver amounts', () => {
    expect(signedMoney(12.4)).toBe('+$\u00a012.40');
    expect(signedMoney(-3.1)).toBe('\u2212$\u00a03.10');
    expect(signedMoney(0.001)).toBe('$\u00a00.00');
  });
});
