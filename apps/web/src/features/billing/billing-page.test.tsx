import type { Charge, Statement } from '@myaccount/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import BillingPage from './billing-page';
import { TestProviders } from '../../testing/test-providers';

const statements: Statement[] = [
  {
    custStatementTkn: 'tkn-2',
    custStatementNum: '418821202610',
    mailingDate: '2026-11-16',
    delinquentDate: '2026-12-07',
    totalStmtAmt: 224.84,
    currentStmtBalance: 224.84,
    pastDueBalance: 0,
    daysPastDueNum: 0,
  },
];
// Every line reconciles: total = billed usage × unit price (kWh at 12.5 ¢, a 1 % tax on dollars).
const charges: Charge[] = Array.from({ length: 12 }, (_, i) => ({
  charge_Date: `2026-${String(11 - Math.floor(i / 6)).padStart(2, '0')}-15`,
  type_Desc: i % 2 ? 'Energy Charge' : 'City Sales Tax',
  code: i % 2 ? 'energy' : 'city_sales_tax',
  unit: i % 2 ? 'kWh' : 'usd',
  customer_Charge: i % 2 ? 100 + i : 0,
  energy_Price: i % 2 ? 0.125 : 0.01,
  tax: i % 2 ? 0 : 2 + i,
  total: i % 2 ? 100 + i : 2 + i,
  billed_Usage: i % 2 ? 800 + 8 * i : 100 * (2 + i),
}));

function renderBilling() {
  const fake = createFakeFetch((call) => {
    if (call.url.startsWith('/v2/billing/statement-summary/')) return jsonResponse(null);
    if (call.url.startsWith('/v2/billing/statements/')) return jsonResponse(statements);
    if (call.url.startsWith('/v2/billing/charges/')) return jsonResponse(charges);
    if (call.url.startsWith('/v2/billing/statements-pdf/'))
      return new Response(new Blob(['%PDF-1.3']), { headers: { 'Content-Type': 'application/pdf' } });
    if (call.url.startsWith('/v2/document-bundles/'))
      return jsonResponse([
        {
          description: 'Terms of Service',
          url: '/v2/document-bundles/plan-documents/1/terms-of-service?languageId=en',
          download_name: 'tos-en.pdf',
        },
      ]);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fake.fetch);
  const store = createAppStore({ auth: { user: makeProfile() } });
  render(
    <TestProviders store={store} enrollments={[makeGroup([makeEnrollment({ id_enrollment: 5 })])]}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <BillingPage /> }])} />
    </TestProviders>,
  );
  return fake;
}

describe('BillingPage', () => {
  it('shows the empty summary, the statements and the plan documents', async () => {
    renderBilling();
    expect(
      await screen.findByText('No bills yet: your first statement will appear here.'),
    ).toBeInTheDocument();
    const table = await screen.findByTestId('statements-table');
    expect(within(table).getByText('418821202610')).toBeInTheDocument();
    expect(within(table).getByText('12/07/2026')).toBeInTheDocument();
    expect(within(table).getAllByText('$ 224.84')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'download',
      'tos-en.pdf',
    );
  });

  it('downloads a statement PDF as a named file', async () => {
    const fake = renderBilling();
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download statement 418821202610 (PDF)' }),
    );
    await waitFor(() => expect(clicked).toEqual(['statement-418821202610.pdf']));
    expect(fake.calls.at(-1)!.url).toBe('/v2/billing/statements-pdf/5?custStatementTkn=tkn-2');
    expect(created.mock.calls[0]![0].type).toBe('application/pdf');
  });

  it('sorts and pages the charges', async () => {
    renderBilling();
    const table = await screen.findByTestId('charges-table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('charges-page')).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    const firstTotal = () =>
      within(screen.getByTestId('charges-table')).getAllByRole('row')[1]!.lastChild!.previousSibling!;
    expect(firstTotal()).toHaveTextContent('$ 2.00');
    await userEvent.click(within(screen.getByTestId('charges-table')).getByRole('button', { name: /Total/ }));
    expect(firstTotal()).toHaveTextContent('$ 111.00');
    // The line says what it counts and its price per unit, named by its code.
    const top = within(screen.getByTestId('charges-table')).getAllByRole('row')[1]!;
    expect(top).toHaveTextContent('Energy Charge');
    expect(top).toHaveTextContent('888.000 kWh');
    expect(top).toHaveTextContent('12.5000 ¢/kWh');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('charges-page')).toHaveTextContent('Page 2 of 2');
  });
});
