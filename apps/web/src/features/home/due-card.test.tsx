import type { StatementSummary } from '@myaccount/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import es from '../../../public/locales/es/translation.json';
import { DueCard } from './due-card';

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
const plan = (installmentsLeft: number, remaining: number): StatementSummary => ({
  ...base,
  help: {
    plan: {
      remaining,
      installmentsLeft,
      count: 4,
      next: { number: 1, amount: 46.83, billDueOn: '2027-01-10' },
    },
    average: null,
    // The server's rule: the balance less the instalments still to be billed.
    dueNow: Math.round(base.stmtBalanceAmt * 100 - remaining * 100) / 100,
  },
});
const show = (summary: StatementSummary) =>
  render(
    <MemoryRouter>
      <DueCard
        summary={{ status: 'ready', data: summary }}
        autopay={{ status: 'ready', data: null }}
        canPay
      />
    </MemoryRouter>,
  );

describe('DueCard', () => {
  it('leads with the balance without a plan', () => {
    show(base);
    expect(seen(screen.getByTestId('due-amount'))).toBe('$ 290.12');
    expect(screen.queryByTestId('due-plan-remaining')).not.toBeInTheDocument();
  });

  it('with a plan: what is due now, and the instalments to come beside it adding up to the balance', () => {
    show(plan(4, 187.31));
    expect(seen(screen.getByTestId('due-amount'))).toBe('$ 102.81');
    expect(seen(screen.getByTestId('due-plan-remaining'))).toBe(
      'Plus $ 187.31 on your payment plan, in 4 instalments on your next bills: $ 290.12 in all.',
    );
    expect(seen(screen.getByTestId('due-status'))).toBe('Pay by 12/10/2026.');
    expect(screen.getByTestId('due-pay')).toBeInTheDocument();
  });

  it('one instalment left reads in the singular', () => {
    show(plan(1, 46.83));
    expect(seen(screen.getByTestId('due-plan-remaining'))).toBe(
      'Plus $ 46.83 on your payment plan, on your next bill: $ 290.12 in all.',
    );
  });

  it('nothing due now while instalments remain: no Pay button, help still offered', () => {
    show({ ...plan(4, 187.31), stmtBalanceAmt: 187.31, help: { ...plan(4, 187.31).help!, dueNow: 0 } });
    expect(seen(screen.getByTestId('due-status'))).toBe('Nothing to pay right now.');
    expect(screen.queryByTestId('due-pay')).not.toBeInTheDocument();
    expect(screen.getByTestId('due-plan-remaining')).toBeInTheDocument();
    expect(screen.getByTestId('due-payment-help')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    i18next.addResourceBundle('es', 'translation', es);
    await i18next.changeLanguage('es');
    show(plan(4, 187.31));
    expect(seen(screen.getByTestId('due-plan-remaining'))).toBe(
      'Más $ 187.31 de su plan de pagos, en 4 cuotas con sus próximas facturas: $ 290.12 en total.',
    );
  });
});
