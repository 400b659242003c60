import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../public/locales/es/translation.json';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makePaymentMethod } from '../../testing/fixtures';
import { AutopayCard } from './autopay-card';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

/** The server's refusal as recurring-billing/service.ts sends it: an English message, a code. */
function refuse(status: number, code: string, message: string, field?: string) {
  const body = { message, errors: [{ code, message, ...(field ? { field } : {}) }] };
  vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(body, status)).fetch);
}

async function turnOn() {
  render(
    <>
      <AutopayCard enrollmentId={1} recurring={null} methods={[makePaymentMethod()]} onChanged={vi.fn()} />
      <ToastContainer />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: i18next.t('Payment.TurnOnAutopay') }));
}

describe('AutopayCard errors', () => {
  it('says a refused method type from its code, not the server message', async () => {
    refuse(422, 'payment_type_not_allowed', 'SERVER TEXT', 'payment_profile_token');
    await turnOn();
    expect(
      await screen.findByText('This payment method cannot be used for autopay. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('SERVER TEXT')).not.toBeInTheDocument();
  });

  it('says a start date out of range from its field', async () => {
    refuse(400, 'bad_request', 'SERVER TEXT', 'date_from');
    await turnOn();
    expect(
      await screen.findByText('Choose a start date between today and a year from now.'),
    ).toBeInTheDocument();
  });

  it('reads in Spanish for a Spanish customer', async () => {
    i18next.addResourceBundle('es', 'translation', es);
    await i18next.changeLanguage('es');
    refuse(422, 'payments_not_allowed', 'Autopay cannot be set up on this account right now.');
    await turnOn();
    expect(
      await screen.findByText('No se puede activar el pago automático en esta cuenta por ahora.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cannot be set up/)).not.toBeInTheDocument();
  });

  it('falls back to a general message for an unknown failure', async () => {
    refuse(503, 'unavailable', 'SERVER TEXT');
    await turnOn();
    expect(await screen.findByText('Autopay could not be changed. Please try again.')).toBeInTheDocument();
  });
});
