import type { StatementSummary } from '@myaccount/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { makePaymentMethod } from '../../testing/fixtures';
import { renderSignedIn } from '../../testing/render-signed-in';
import PaymentPage from './payment-page';

afterEach(() => vi.unstubAllGlobals());

const summary: StatementSummary = {
  billingAccount: '3001',
  stmtBalanceAmt: 388.92,
  overdueBalanceAmt: 0,
  lastPaymentAmt: 50,
  nextDueDate: '2026-12-10',
  lastPaymentDate: '2026-11-02',
};
const withPlan: StatementSummary = {
  ...summary,
  help: {
    plan: {
      remaining: 231.39,
      installmentsLeft: 4,
      count: 4,
      next: { number: 1, amount: 57.85, billDueOn: '2027-01-10' },
    },
    average: null,
    dueNow: 157.53,
  },
};

function renderPage(s: StatementSummary) {
  renderSignedIn(<PaymentPage />, {
    respond: (call: RecordedCall) => {
      if (call.url.includes('statement-summary')) return jsonResponse(s);
      if (call.url.includes('payment-profile/by-customer')) return jsonResponse([makePaymentMethod()]);
      if (call.url.includes('recurring-billing')) return jsonResponse(null);
      return jsonResponse([]);
    },
  });
}

describe('PaymentPage', () => {
  it('offers the balance to pay', async () => {
    renderPage(summary);
    expect(await screen.findByDisplayValue('388.92')).toBeInTheDocument();
  });

  it('with a payment plan offers what is due now, not the instalments still to be billed', async () => {
    renderPage(withPlan);
    expect(await screen.findByDisplayValue('157.53')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('388.92')).not.toBeInTheDocument();
  });
});
