import type { StatementSummary } from '@myaccount/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import es from '../../../public/locales/es/translation.json';
import { SummaryCard } from './summary-card';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const seen = (el: HTMLElement) => el.textContent!.replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ');
const base: StatementSummary = {
  billingAccount: '3001',
  stmtBalanceAmt: 290.12,
  overdueBalanceAmt: 0,
  lastPaymentAmt: 50,
  nextDueDate: '2026-12-10',
  lastPaymentDate: '2026-11-02',
};
const withHelp: StatementSummary = {
  ...base,
  help: {
    plan: {
      remaining: 187.31,
      installmentsLeft: 4,
      count: 4,
      next: { number: 1, amount: 46.83, billDueOn: '2027-01-10' },
    },
    average: { monthlyAmount: 102.88, enrolledOn: '2026-11-26', deferredBalance: 0 },
    dueNow: 102.81,
  },
};
const show = (summary: StatementSummary) =>
  render(<SummaryCard summary={{ status: 'ready', data: summary }} />);

describe('SummaryCard', () => {
  it('shows a payment plan and average billing: due now, instalments to come, the next, the amount', () => {
    show(withHelp);
    expect(seen(screen.getByTestId('summary-balance'))).toBe('$ 290.12');
    expect(seen(screen.getByTestId('summary-due-now'))).toBe('$ 102.81');
    expect(screen.getByText('Payment plan, 4 instalments still to be billed')).toBeInTheDocument();
    expect(seen(screen.getByTestId('summary-plan-remaining'))).toBe('$ 187.31');
    expect(screen.getByText('Next instalment (1 of 4), on the bill due 01/10/2027')).toBeInTheDocument();
    expect(seen(screen.getByTestId('summary-plan-next'))).toBe('$ 46.83');
    expect(seen(screen.getByTestId('summary-average-amount'))).toBe('$ 102.88');
    // Spec §5: zero money reads '-'.
    expect(seen(screen.getByTestId('summary-average-deferred'))).toBe('-');
  });

  it('has none of those lines without a plan or average billing', () => {
    show(base);
    expect(screen.queryByTestId('summary-due-now')).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-average-amount')).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    i18next.addResourceBundle('es', 'translation', es);
    await i18next.changeLanguage('es');
    show(withHelp);
    expect(screen.getByText('Plan de pagos, 4 cuotas por facturar')).toBeInTheDocument();
    expect(screen.getByText(/^Próxima cuota \(1 de 4\), en la factura que vence el/)).toBeInTheDocument();
    expect(screen.getByText('Facturación promedio: monto facturado cada mes')).toBeInTheDocument();
  });
});
