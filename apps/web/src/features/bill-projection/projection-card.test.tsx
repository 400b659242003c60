import type { BillProjection } from '@myaccount/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, errorResponse, jsonResponse } from '../../testing/fake-fetch';
import { parseBudget } from './budget-form';
import ProjectionCard from './projection-card';
import { SessionQueryProvider } from '../../lib/query';

/** The text a reader sees: figures sit in invisible left-to-right isolates, money has a no-break space. */
const seen = (el: HTMLElement) => el.textContent!.replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ');

const projection: BillProjection = {
  unit: 'kWh',
  basis: 'interval_reads',
  cycleStart: '2026-11-18',
  cycleEnd: '2026-12-17',
  lastReadDate: '2026-11-24',
  daysRead: 7,
  daysInCycle: 30,
  usageToDate: 206,
  billToDate: 50.02,
  billToDateLines: [],
  projectedUsage: { low: 769, mid: 888, high: 1007 },
  projectedBill: { low: 160.86, mid: 184.3, high: 184.3 },
  projectedLines: [],
  billCredit: { amount: 30, minUsage: 1000, shortBy: 112, likely: false, reached: false },
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-${i < 13 ? '11' : '12'}-${String(i < 13 ? 18 + i : i - 12).padStart(2, '0')}`,
    usage: 29 + (i % 5),
    projected: i >= 7,
  })),
};

function renderCard(
  budget: number | null,
  put?: (body: unknown) => Response,
  p: BillProjection = projection,
) {
  const fake = createFakeFetch((call) => {
    if (call.url.endsWith('/v2/billing/bill-projection/7')) return jsonResponse({ projection: p });
    if (call.method === 'PUT' && put) return put(call.body);
    if (call.url.endsWith('/v2/billing/budget/7')) return jsonResponse({ monthlyAmount: budget });
    return errorResponse(404, 'no');
  });
  vi.stubGlobal('fetch', fake.fetch);
  render(
    <SessionQueryProvider session="test">
      <ProjectionCard enrollmentId={7} />
    </SessionQueryProvider>,
  );
  return fake;
}

describe('ProjectionCard', () => {
  it('shows the bill so far, the projected bill with its range, the chart and the credit sentence', async () => {
    renderCard(null);
    expect(await screen.findByTestId('bill-to-date')).toHaveTextContent('$ 50.02');
    expect(screen.getByTestId('projected-bill')).toHaveTextContent('$ 184.30');
    expect(screen.getByText(/Projected bill on/)).toHaveTextContent('12/17/2026');
    expect(seen(screen.getByTestId('projection-range'))).toContain(
      'About 888 kWh; likely between $ 160.86 and $ 184.30.',
    );
    expect(seen(screen.getByTestId('projection-basis'))).toContain(
      '206 kWh in 7 of 30 days, read through 11/24/2026',
    );
    expect(screen.getByRole('img', { name: /7 days read, 23 days projected/ })).toBeInTheDocument();
    expect(seen(screen.getByTestId('projection-credit'))).toContain(
      'You are on track to be 112 kWh short of your $ 30.00 bill credit (earned at 1,000 kWh).',
    );
    expect(screen.queryByTestId('budget-verdict')).toBeNull();
  });

  it('refuses a budget that is not money, saves one and compares the projection with it', async () => {
    const fake = renderCard(null, (body) => jsonResponse(body));
    const amount = await screen.findByLabelText('Monthly budget');
    await userEvent.type(amount, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(screen.getByTestId('budget-status')).toHaveTextContent('Enter an amount from $1 to $10,000');
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('Budget saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')!.body).toEqual({ monthlyAmount: 150 });
    expect(seen(screen.getByTestId('budget-verdict'))).toContain(
      'The projected bill is $ 34.30 over your budget of $ 150.00.',
    );
  });

  it('removes a budget already set', async () => {
    const fake = renderCard(200, () => jsonResponse({ monthlyAmount: null }));
    expect(seen(await screen.findByTestId('budget-verdict'))).toContain('within your budget of $ 200.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove budget' }));
    expect(await screen.findByText('Budget removed.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')!.body).toEqual({ monthlyAmount: null });
    expect(screen.queryByTestId('budget-verdict')).toBeNull();
  });
});

describe('parseBudget', () => {
  it('shows the next bill as issued with a plan and average billing: its lines and their total', async () => {
    renderCard(null, undefined, {
      ...projection,
      nextBill: {
        lines: [
          { code: 'charges', amount: 184.3 },
          { code: 'average_billing_adjustment', amount: -81.42 },
          { code: 'deferred_installment', amount: 57.85 },
        ],
        total: 160.73,
        deferredBalanceAfter: 81.42,
        installment: { number: 1, count: 4 },
      },
    });
    const bill = await screen.findByTestId('next-bill');
    expect(bill).toHaveTextContent('Your next bill as it will be issued');
    expect(seen(screen.getByTestId('next-bill-average_billing_adjustment'))).toBe('-$ 81.42');
    expect(bill).toHaveTextContent('Payment plan instalment 1 of 4');
    expect(seen(screen.getByTestId('next-bill-total'))).toBe('$ 160.73');
    expect(seen(screen.getByTestId('next-bill-deferred'))).toContain('$ 81.42, settled at the true-up');
  });

  it('shows no next-bill lines without a plan or average billing', async () => {
    renderCard(null);
    await screen.findByTestId('projected-bill');
    expect(screen.queryByTestId('next-bill')).not.toBeInTheDocument();
  });

  it('takes dollars and cents from $1 to $10,000', () => {
    expect(parseBudget(' $1,250.5 ')).toBe(1250.5);
    expect(parseBudget('1')).toBe(1);
    expect(parseBudget('10000')).toBe(10_000);
    for (const bad of ['', '0', '0.99', '10000.01', '12.345', '-5', 'abc', '1e3'])
      expect(parseBudget(bad)).toBeNull();
  });
});
