import {
  addDays,
  type Enrollment,
  marketToday,
  RENEWAL_NOTICE_DAYS,
  type StatementSummary,
} from '@myaccount/contract';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { enrollmentChosen } from '../enrollments';
import { initialUtilState } from '../util';
import { makeEnrollment, makeGroup, makePlan } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeBrand, makeProfile } from '../../testing/fixtures';
import HomePage from './home-page';
import { TestProviders } from '../../testing/test-providers';

const summary = (id: number): StatementSummary => ({
  billingAccount: `300${id}`,
  stmtBalanceAmt: id === 1 ? 123.45 : 67.8,
  overdueBalanceAmt: 0,
  lastPaymentAmt: 99.1,
  nextDueDate: '2026-12-07',
  lastPaymentDate: '2026-11-02',
});

const visaAutopay = {
  cardNumber: 'XXXX1111',
  cardExpirationDate: '2030-12',
  cardType: 'Visa',
  paymentTypeId: 1,
  routingNumber: '',
  accountNumber: '',
  accountType: '',
  dateFrom: '2026-01-01',
  paymentProfileToken: 'p',
};

function renderHome(groups: ReturnType<typeof makeGroup>[], autopayOn: number[] = []) {
  const fake = createFakeFetch((call) => {
    const autopay = /\/v2\/enrollments\/(\d+)\/recurring-billing$/.exec(call.url);
    if (autopay) return jsonResponse(autopayOn.includes(Number(autopay[1])) ? visaAutopay : null);
    if (call.url.includes('statement-summary'))
      return jsonResponse(summary(Number(call.url.split('/').pop())));
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', fake.fetch);
  const store = createAppStore({
    auth: { user: makeProfile() },
    util: { ...initialUtilState, brandInformation: makeBrand({ url_rates: 'https://b.example/rates' }) },
  });
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(
    <TestProviders store={store} enrollments={groups}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { store, fake };
}

const power: Enrollment = makeEnrollment({
  id_enrollment: 1,
  isRenewable: true,
  showRenewable: true,
  enrollment_statuses: [
    {
      id_status: 1,
      code: 'active',
      name: 'ACTIVE',
      customer_text: 'Active service',
      changed_at: '2026-01-01T00:00:00Z',
    },
  ],
});
const gas: Enrollment = makeEnrollment({
  id_enrollment: 2,
  plans: [makePlan('Gas', { name: 'Gas Fixed 12', rate: 0.9 })],
  enrollment_statuses: [
    {
      id_status: 2,
      code: 'pending',
      name: 'PENDING',
      customer_text: ' ',
      changed_at: '2026-01-01T00:00:00Z',
    },
  ],
});

describe('HomePage', () => {
  it('counts down to the contract’s end with the utility’s alert, leading to renewal in the portal', async () => {
    const plan = makePlan('Electricity');
    const utility = {
      ...plan.utilities[0]!,
      renewal_alert: true,
      renewal_alert_text: 'Your contract ends soon.',
    };
    const end = addDays(marketToday(), 20);
    renderHome([
      makeGroup([
        makeEnrollment({
          id_enrollment: 1,
          isRenewable: true,
          showRenewable: true,
          contract_end_date: end,
          plans: [{ ...plan, utilities: [utility] }],
        }),
      ]),
    ]);
    const alert = await screen.findByTestId('renewal-alert');
    expect(alert).toHaveTextContent(': 20 days left.');
    expect(alert).toHaveTextContent('Your contract ends soon.');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/service/renew');
  });

  it('shows no countdown before the notice window', async () => {
    const far = addDays(marketToday(), RENEWAL_NOTICE_DAYS + 1);
    renderHome([makeGroup([makeEnrollment({ id_enrollment: 1, contract_end_date: far })])]);
    await screen.findByTestId('plan-card');
    expect(screen.queryByTestId('renewal-alert')).not.toBeInTheDocument();
  });

  it('says when an accepted renewal starts instead of counting down, and offers no second one', async () => {
    renderHome([
      makeGroup([
        makeEnrollment({
          id_enrollment: 1,
          isRenewable: true,
          showRenewable: true,
          contract_end_date: addDays(marketToday(), 5),
          scheduled_renewal: { plan_name: 'Green 24', start_date: addDays(marketToday(), 6) },
        }),
      ]),
    ]);
    expect(await screen.findByTestId('renewal-scheduled')).toHaveTextContent('Green 24');
    expect(screen.queryByTestId('renewal-alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-renew')).not.toBeInTheDocument();
  });

  it('shows the first enrollment’s plan, status, balance and its renewal link', async () => {
    renderHome([makeGroup([power, gas])]);
    expect(await screen.findByTestId('summary-balance')).toHaveTextContent('$ 123.45');
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Fixed 12');
    expect(screen.getByTestId('enrollment-status')).toHaveTextContent('Active service');
    expect(screen.getByTestId('plan-rate')).toHaveTextContent('12.9000 ¢/kWh');
    expect(screen.getByTestId('summary-next-due')).toHaveTextContent('12/07/2026');
    const renew = screen.getByTestId('home-renew');
    expect(renew).toHaveAttribute('href', '/service/renew');
  });

  it('shows an ended service no projection and no cancellation fee; a running one shows both', async () => {
    const dropped = makeEnrollment({
      id_enrollment: 3,
      isActive: false,
      enrollment_statuses: [
        {
          id_status: 5,
          code: 'dropped',
          name: 'DROPPED',
          customer_text: 'Service ended',
          changed_at: '2026-11-18T00:00:00Z',
        },
      ],
    });
    const { store, fake } = renderHome([makeGroup([power, dropped])]);
    expect(await screen.findByTestId('plan-cancellation-fee')).toBeInTheDocument();
    expect(await screen.findByTestId('projection-card')).toBeInTheDocument();
    act(() => {
      store.dispatch(enrollmentChosen(dropped.id_enrollment));
    });
    expect(await screen.findByTestId('enrollment-status')).toHaveTextContent('Service ended');
    await screen.findByTestId('due-amount');
    expect(screen.queryByTestId('plan-cancellation-fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('projection-card')).not.toBeInTheDocument();
    expect(screen.queryByText(/cancel today/i)).not.toBeInTheDocument();
    // The ended service's projection is never even asked for.
    expect(fake.calls.some((c) => c.url.endsWith('/bill-projection/3'))).toBe(false);
  });

  it('follows the selector: the gas enrollment shows its plan, status name and balance', async () => {
    const { store, fake } = renderHome([makeGroup([power, gas])]);
    await screen.findByTestId('summary-balance');
    act(() => {
      store.dispatch(enrollmentChosen(gas.id_enrollment));
    });
    expect(await screen.findByTestId('due-amount')).toHaveTextContent('$ 67.80');
    expect(screen.getByTestId('summary-balance')).toHaveTextContent('$ 67.80');
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Gas Fixed 12');
    // Named by its code, not by the back office's name or (blank) customer text.
    expect(screen.getByTestId('enrollment-status')).toHaveTextContent('Pending switch');
    expect(screen.queryByRole('link', { name: 'Renew your plan' })).not.toBeInTheDocument();
    expect(fake.calls.map((c) => c.url).filter((u) => u.includes('statement-summary'))).toEqual([
      '/v2/billing/statement-summary/1',
      '/v2/billing/statement-summary/2',
    ]);
  });

  it('leads with the amount due and how it gets paid, in words', async () => {
    renderHome([makeGroup([power, gas])], [1]);
    expect(await screen.findByTestId('due-amount')).toHaveTextContent('$ 123.45');
    expect(await screen.findByTestId('due-status')).toHaveTextContent(
      'Paid automatically on 12/07/2026 from Visa ending 1111.',
    );
    expect(screen.queryByTestId('due-pay')).not.toBeInTheDocument();
  });

  it('asks to pay by the due date without autopay', async () => {
    renderHome([makeGroup([power])]);
    expect(await screen.findByTestId('due-status')).toHaveTextContent('Pay by 12/07/2026.');
    expect(screen.getByTestId('due-pay')).toHaveAttribute('href', '/payment');
  });

  it('shows a friendly empty state when the first address has no enrollments', () => {
    renderHome([makeGroup([])]);
    expect(screen.getByTestId('home-empty')).toHaveTextContent('Nothing to show yet');
    expect(screen.queryByTestId('plan-card')).not.toBeInTheDocument();
  });
});
