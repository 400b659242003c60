import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEnrollment } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makePaymentMethod } from '../../testing/fixtures';
import { MakePaymentCard } from './make-payment-card';

const card = makePaymentMethod();
const paid = {
  succeeded: true,
  message: 'Payment approved.',
  id_charge_transaction: 1,
  transaction_id: 'tx',
  amount: 25,
};

afterEach(() => vi.unstubAllGlobals());

function renderCard(onPaid = vi.fn()) {
  render(
    <MakePaymentCard
      enrollment={makeEnrollment()}
      balance={25}
      methods={[card]}
      onPaid={onPaid}
      onAddMethod={vi.fn()}
    />,
  );
  return onPaid;
}

describe('MakePaymentCard', () => {
  it('prefills the balance, and a double click sends one payment', async () => {
    let release: (r: Response) => void = () => undefined;
    const fake = createFakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fake.fetch);
    const onPaid = renderCard();
    expect(screen.getByRole('textbox')).toHaveValue('25.00');
    const button = screen.getByTestId('pay-button');
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    release(jsonResponse(paid));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(fake.calls.filter((c) => c.url === '/v2/payments/pay')).toHaveLength(1);
    expect(fake.calls[0]!.body).toMatchObject({
      idEnrollment: 101,
      amount: 25,
      paymentProfileToken: 'sbx-pay-1',
    });
  });

  it('retries a lost answer with the same Idempotency-Key; the next payment gets a new one', async () => {
    let attempt = 0;
    const fake = createFakeFetch(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(paid);
    });
    vi.stubGlobal('fetch', fake.fetch);
    const onPaid = renderCard();
    await userEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    await userEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    const keys = fake.calls.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses an amount with three decimals without calling the server', async () => {
    const fake = createFakeFetch(() => jsonResponse(paid));
    vi.stubGlobal('fetch', fake.fetch);
    renderCard();
    const amount = screen.getByRole('textbox');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234');
    await userEvent.click(screen.getByTestId('pay-button'));
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    expect(fake.calls).toHaveLength(0);
  });
});

describe('MakePaymentCard on the deposit (issue 10 §7)', () => {
  const newbie = makeEnrollment({ showPaymentDeposit: true, pendingDepositAmount: 150 });
  const bank = makePaymentMethod({
    paymentProfileToken: 'sbx-pay-2',
    paymentTypeId: 2,
    cardType: '',
    cardNumber: '',
    accountNumber: 'XXXX6789',
    defaultPaymentProfile: false,
  });

  function renderDeposit(props: Partial<Parameters<typeof MakePaymentCard>[0]> = {}) {
    const onPaid = vi.fn();
    render(
      <MakePaymentCard
        enrollment={newbie}
        balance={25}
        methods={[card, bank]}
        purpose="deposit"
        onPaid={onPaid}
        onAddMethod={vi.fn()}
        {...props}
      />,
    );
    return onPaid;
  }

  it('says it is the deposit, prefills what is still due and sends a deposit payment', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ...paid, amount: 150 }));
    vi.stubGlobal('fetch', fake.fetch);
    const onPaid = renderDeposit();
    expect(screen.getByTestId('make-payment-title')).toHaveTextContent('Pay your deposit');
    expect(screen.getByTestId('deposit-intro')).toHaveTextContent('150.00');
    expect(screen.getByLabelText('Deposit amount')).toHaveValue('150.00');
    await userEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(true));
    expect(fake.calls[0]!.body).toMatchObject({ idEnrollment: 101, isDepositPayment: true, amount: 150 });
  });

  it('refuses more than the deposit still due without calling the server', async () => {
    const fake = createFakeFetch(() => jsonResponse(paid));
    vi.stubGlobal('fetch', fake.fetch);
    renderDeposit();
    const amount = screen.getByLabelText('Deposit amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150.01');
    await userEvent.click(screen.getByTestId('pay-button'));
    expect(screen.getByRole('alert')).toHaveTextContent('more than the deposit');
    expect(fake.calls).toHaveLength(0);
  });

  it('offers only the payment types deposits accept', () => {
    renderDeposit({ allowedTypes: 2 });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['sbx-pay-2']);
  });

  it('is a bill payment once no deposit is due, whatever was asked for', async () => {
    const fake = createFakeFetch(() => jsonResponse(paid));
    vi.stubGlobal('fetch', fake.fetch);
    const onPaid = renderDeposit({ enrollment: makeEnrollment() });
    expect(screen.getByTestId('make-payment-title')).toHaveTextContent('Make a payment');
    expect(screen.queryByTestId('deposit-intro')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('25.00');
    await userEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(false));
    expect(fake.calls[0]!.body).toMatchObject({ isDepositPayment: false, amount: 25 });
  });
});
