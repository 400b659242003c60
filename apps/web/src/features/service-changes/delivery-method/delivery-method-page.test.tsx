import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAddress, makeEnrollment } from '../../../testing/enrollment-fixtures';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import DeliveryMethodPage from './delivery-method-page';
import { renderSignedIn } from '../../../testing/render-signed-in';

const member = (id: number, method: number) => ({
  id_enrollment: id,
  id_method_delivery: method,
  billing_group_id: 9,
  commodity: 'Electricity',
  service_address: makeAddress({ address_1: `${id} Oak St` }),
});

function renderPage(respond: (call: RecordedCall) => Response) {
  return renderSignedIn(<DeliveryMethodPage />, {
    respond,
    enrollment: makeEnrollment({ id_method_delivery: 1 }),
    toasts: true,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('paperless page', () => {
  it('changes this enrollment and the chosen members of its billing group', async () => {
    const { calls } = renderPage((call) =>
      call.url.includes('billing-group')
        ? jsonResponse([member(101, 1), member(102, 1), member(103, 1)])
        : jsonResponse({ succeeded: true, message: 'ok' }),
    );
    expect(screen.getByTestId('delivery-current')).toHaveTextContent('Paper bill by mail');
    await userEvent.click(await screen.findByLabelText(/102 Oak St/));
    // The selected enrollment is not offered twice.
    expect(screen.queryByLabelText(/101 Oak St/)).toBeNull();
    await userEvent.click(screen.getByLabelText('By e-mail (paperless)'));
    await userEvent.click(screen.getByTestId('delivery-save'));
    expect(await screen.findByText('Your bill delivery method was changed.')).toBeInTheDocument();
    // One request for the whole change, so the server writes it all or nothing.
    const updates = calls.filter((c) => c.url.includes('update-billing-delivery-method'));
    expect(updates.map((c) => [c.url.match(/enrollments\/(\d+)/)?.[1], c.body])).toEqual([
      ['101', { id_method_delivery: 2, billing_group_enrollment_ids: [102] }],
    ]);
  });

  it('sends the spec’s body alone when no other member is chosen', async () => {
    const { calls } = renderPage((call) =>
      call.url.includes('billing-group')
        ? jsonResponse([member(102, 1)])
        : jsonResponse({ succeeded: true, message: 'ok' }),
    );
    await screen.findByLabelText(/102 Oak St/);
    await userEvent.click(screen.getByLabelText('By e-mail (paperless)'));
    await userEvent.click(screen.getByTestId('delivery-save'));
    expect(await screen.findByText('Your bill delivery method was changed.')).toBeInTheDocument();
    const updates = calls.filter((c) => c.url.includes('update-billing-delivery-method'));
    expect(updates.map((c) => c.body)).toEqual([{ id_method_delivery: 2 }]);
  });

  it('shows the refusal’s reason in the customer’s words, not the server’s', async () => {
    renderPage((call) =>
      call.url.includes('billing-group')
        ? jsonResponse([])
        : jsonResponse(
            {
              message: 'Unprocessable',
              errors: [{ code: 'service_not_active', message: 'Server English' }],
            },
            422,
          ),
    );
    await userEvent.click(screen.getByTestId('delivery-save'));
    expect(await screen.findByText('Only an active service can be changed.')).toBeInTheDocument();
    expect(screen.queryByText('Server English')).toBeNull();
  });
});
