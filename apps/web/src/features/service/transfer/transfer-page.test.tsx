import type { ConfigurationParameters } from '@myaccount/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { dropWindow } from '@myaccount/contract';
import TransferPage from './transfer-page';
import { renderSignedIn } from '../../../testing/render-signed-in';

const config = { my_account_days_to_request_drop: 30 } as ConfigurationParameters;
const esiid = '10089010023170084';

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
