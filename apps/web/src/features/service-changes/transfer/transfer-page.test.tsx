import type { ConfigurationParameters } from '@myaccount/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { dropWindow } from '@myaccount/contract';
import TransferPage from './transfer-page';
import { renderSignedIn } from '../../../testing/render-signed-in';

const config = { my_account_days_to_request_drop: 30 } as ConfigurationParameters;
const esiid = '10089010023170084';

const terms = {
  id_plan: 7,
  plan_name: 'Saver 12',
  rate: 0.135,
  uom: 'kWh',
  monthly_fee: 9.95,
  terms: 12,
  contract_start_date: '2025-12-01',
  contract_end_date: '2026-11-30',
  cancellation_fee: 150,
  cancellation_fee_type: 'flat',
};
const quote = {
  current: terms,
  next: {
    ...terms,
    id_plan: 9,
    rate: 0.139,
    terms: 24,
    contract_start_date: '2027-01-10',
    contract_end_date: '2029-01-09',
  },
  gap: null,
};

function answer(call: RecordedCall): Response {
  if (call.url.endsWith('/v2/states'))
    return jsonResponse([
      { id_state: 1, code: 'TX', name: 'Texas', markets: ['TX'], disabled: false },
      { id_state: 2, code: 'OK', name: 'Oklahoma', markets: [], disabled: true },
    ]);
  if (call.url.includes('/counties/state/1')) return jsonResponse([{ id_county: 5, name: 'Harris' }]);
  if (call.url.includes('/cities/county/5')) return jsonResponse([{ id_city: 8, name: 'Houston' }]);
  if (call.url.includes('esiid-by-address'))
    return jsonResponse([{ esiid, address: '2317 Harvard St', zipcode: '77008' }]);
  if (call.url.includes('payment-profile')) return jsonResponse([]);
  if (call.url.includes('transfer-quote')) return jsonResponse(quote);
  if (call.url.includes('transfer-service'))
    return jsonResponse(
      {
        message: 'Unprocessable',
        errors: [{ code: 'same_address', message: 'Server English' }],
      },
      422,
    );
  return jsonResponse([]);
}

function renderPage() {
  return renderSignedIn(<TransferPage />, { respond: answer, configurationParameters: config });
}

afterEach(() => vi.unstubAllGlobals());

describe('transfer wizard', () => {
  it('cascades state → county → city, picks a looked-up ESIID, omits the same billing address and shows a 422', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('option', { name: 'Oklahoma' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Texas');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'County' }),
      await screen.findByRole('option', { name: 'Harris' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('City'),
      await screen.findByRole('option', { name: 'Houston' }),
    );
    await userEvent.type(screen.getByLabelText('Street address'), '2317 harv');
    await userEvent.click(screen.getByTestId('transfer-lookup'));
    await userEvent.click(await screen.findByLabelText(new RegExp(esiid)));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('77008');
    await userEvent.click(screen.getByTestId('transfer-next'));

    const { first } = dropWindow(30);
    await userEvent.type(screen.getByLabelText('Current service ends on'), first);
    await userEvent.type(screen.getByLabelText('New service starts on'), first);
    await userEvent.click(screen.getByTestId('transfer-next'));
    expect(screen.getByTestId('transfer-review')).toHaveTextContent('2317 Harvard St, Houston, TX 77008');
    const shown = first.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    expect(screen.getByTestId('transfer-review')).toHaveTextContent(shown);
    expect(screen.getByTestId('transfer-review')).not.toHaveTextContent(first);
    // The new rate and the fresh 24-month term sit beside the current ones; nothing is sent
    // until the customer confirms them.
    const row = async (label: string) =>
      within(await screen.findByTestId('transfer-comparison'))
        .getByRole('cell', { name: label })
        .closest('tr')!;
    expect(await row('Rate')).toHaveTextContent(/13\.5.*13\.9/);
    expect(await row('Term')).toHaveTextContent(/12 months.*24 months \(changes\)/);
    expect(await row('Contract end')).toHaveTextContent('01/09/2029');
    expect(screen.getByTestId('transfer-submit')).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/and accept them/));
    await userEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent(
      'This is the address of the current service.',
    );
    const sent = calls.find((c) => c.url.endsWith('/v2/enrollments/101/transfer-service'))?.body as Record<
      string,
      unknown
    >;
    expect(sent).not.toHaveProperty('billingAddress');
    expect(sent).toMatchObject({
      acceptedPlanId: 9,
      currentServiceEffectiveDate: first,
      newServiceStartDate: first,
      removeMeter: false,
      paymentProfileToken: null,
      serviceAddress: {
        address: '2317 Harvard St',
        city: 'Houston',
        county: 'Harris',
        state: 'TX',
        zipcode: '77008',
        ldcAccount: esiid,
      },
    });
  });
});
