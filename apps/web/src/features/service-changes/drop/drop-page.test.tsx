import { type ConfigurationParameters, configurationParameters } from '@myaccount/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import DropPage from './drop-page';
import { dropWindow } from '@myaccount/contract';
import { renderSignedIn } from '../../../testing/render-signed-in';

const config: ConfigurationParameters = configurationParameters.parse({
  payment_gateway: 1,
  available_payment_types_deposits: 0,
  available_payment_types_one_time_payments: 0,
  available_payment_types_recurring_billing: 0,
  my_account_transfer_of_service: true,
  my_account_reenroll_option: false,
  my_account_reinstate_option: false,
  my_account_show_etf_drop_validation: true,
  my_account_days_to_request_drop: 30,
});

function renderPage(respond: (call: RecordedCall) => Response | Promise<Response>) {
  return renderSignedIn(<DropPage />, { respond, configurationParameters: config });
}

const codes = [{ id: 4, code: 'MOVE', description: 'Moving out', selectable_by_customer: true }];

afterEach(() => vi.unstubAllGlobals());

describe('cancel service page', () => {
  it('warns about the fee, asks for confirmation, then sends the whole-number reason', async () => {
    const { calls } = renderPage((call) =>
      call.url.includes('drop-codes')
        ? jsonResponse(codes)
        : jsonResponse({ succeeded: true, message: 'ok' }),
    );
    expect(screen.getByTestId('drop-etf')).toHaveTextContent('150.00');
    await screen.findByRole('option', { name: 'Moving out' });
    await userEvent.selectOptions(screen.getByLabelText('Reason for cancelling'), 'Moving out');
    const date = dropWindow(30).last;
    await userEvent.type(screen.getByLabelText('Last day of service'), date);
    await userEvent.click(screen.getByTestId('drop-review'));
    expect(calls.some((c) => c.url.includes('/drop'))).toBe(false);
    // Spec §9: shown month/day/year in English, never as the wire's YYYY-MM-DD.
    const shown = date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    expect(await screen.findByRole('dialog')).toHaveTextContent(`end on ${shown}`);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(date);
    await userEvent.click(screen.getByTestId('drop-confirm'));
    expect(await screen.findByTestId('drop-done')).toHaveTextContent(shown);
    const drop = calls.find((c) => c.url.endsWith('/v2/enrollments/101/drop'));
    expect(drop?.body).toEqual({ effectiveDate: date, reasonCodeId: 4, removeMeter: false });
  });

  it('refuses a date outside the window without calling the server, and shows a 422 reason', async () => {
    const { calls } = renderPage((call) =>
      call.url.includes('drop-codes')
        ? jsonResponse(codes)
        : jsonResponse(
            {
              message: 'Unprocessable',
              errors: [{ code: 'service_not_active', message: 'Server English' }],
            },
            422,
          ),
    );
    await screen.findByRole('option', { name: 'Moving out' });
    await userEvent.selectOptions(screen.getByLabelText('Reason for cancelling'), 'Moving out');
    await userEvent.type(screen.getByLabelText('Last day of service'), '2001-01-01');
    await userEvent.click(screen.getByTestId('drop-review'));
    expect(screen.getByTestId('drop-error')).toHaveTextContent('Choose a date from');
    await userEvent.clear(screen.getByLabelText('Last day of service'));
    await userEvent.type(screen.getByLabelText('Last day of service'), dropWindow(30).first);
    await userEvent.click(screen.getByTestId('drop-review'));
    await userEvent.click(await screen.findByTestId('drop-confirm'));
    expect(await screen.findByTestId('drop-error')).toHaveTextContent(
      'Only an active service can be changed.',
    );
    expect(calls.filter((c) => c.url.includes('/drop')).length).toBe(1);
  });
});
