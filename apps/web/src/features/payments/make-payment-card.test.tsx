import type { PendingPayment } from '@myaccount/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEnrollment } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
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

/** Answers the review's read of recent charges with `charges`, and a pay with `pay(call)`. */
function serve(pay: (call: RecordedCall) => Response | Promise<Response>, charges: PendingPayment[] = []) {
  const fake = createFakeFetch((call) =>
    call.url.startsWith('/v2/payments/charge-transaction/') ? jsonResponse(charges) : pay(call),
  );
  vi.stubGlobal('fetch', fake.fetch);
  return { ...fake, pays: () => fake.calls.filter((c) => c.url === '/v2/payments/pay') };
}

function renderCard(props: Partial<Parameters<typeof MakePaymentCard>[0]> = {}) {
  const onPaid = vi.fn();
  render(
    <MakePaymentCard
      enrollment={makeEnrollment()}
      balance={25}
      postingPending={false}
      methods={[card]}
      onPaid={onPaid}
      onAddMethod={vi.fn()}
      {...props}
    />,
  );
  return onPaid;
}

async function review() {
  await userEvent.click(screen.getByTestId('pay-button'));
  return screen.findByTestId('payment-review');
}

describe('MakePaymentCard', () => {
  it('reviews amount, method, service and date before any charge; Back changes nothing', async () => {
    const fake = serve(() => jsonResponse(paid));
    const onPaid = renderCard();
    const panel = await review();
    expect(panel).toHaveTextContent('Review your payment');
    expect(panel).toHaveTextContent(/\$\s25\.00/);
    expect(panel).toHaveTextContent('Visa ending 1111');
    expect(screen.getByRole('heading', { name: 'Review your payment' })).toHaveFocus();
    expect(fake.pays()).toHaveLength(0);
    await userEvent.click(screen.getByTestId('pay-back'));
    expect(screen.getByRole('textbox')).toHaveValue('25.00');
    expect(fake.pays()).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('prefills the balance, and a double click on Confirm sends one payment', async () => {
    let release: (r: Response) => void = () => undefined;
    const fake = serve(() => new Promise<Response>((resolve) => (release = resolve)));
    const onPaid = renderCard();
    expect(screen.getByRole('textbox')).toHaveValue('25.00');
    await review();
    const confirm = screen.getByTestId('pay-confirm');
    await userEvent.dblClick(confirm);
    expect(confirm).toBeDisabled();
    release(jsonResponse(paid));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith(false, paid);
    expect(fake.pays()).toHaveLength(1);
    expect(fake.pays()[0]!.body).toMatchObject({
      idEnrollment: 101,
      amount: 25,
      paymentProfileToken: 'sbx-pay-1',
    });
  });

  it('leaves the amount empty while a payment waits to be posted (the balance still includes it)', () => {
    serve(() => jsonResponse(paid));
    renderCard({ postingPending: true });
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByTestId('posting-pending-note')).toBeVisible();
  });

  it('retries a lost answer with the same Idempotency-Key; a new payment gets a new one', async () => {
    let attempt = 0;
    const fake = serve(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(paid);
    });
    const onPaid = renderCard();
    await review();
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(screen.getByText(/could not|try again/i)).toBeVisible());
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    // The page moves on to the receipt; here the card stays, so pay again from the form.
    await userEvent.click(screen.getByTestId('pay-back'));
    await review();
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    const keys = fake.pays().map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks before paying the same amount again within 24 hours', async () => {
    const earlier: PendingPayment = {
      id_charge_transaction: 9,
      date_created: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      amount: 25,
      payment_type: 'Credit Card',
      status: 'approved',
      transaction_id: '60000001',
    };
    const fake = serve(() => jsonResponse(paid), [earlier]);
    const onPaid = renderCard();
    await review();
    expect(screen.getByTestId('payment-duplicate')).toHaveTextContent(
      /^You paid \$\s25\.00 (at .+ today|yesterday at .+)\. Pay again\?$/,
    );
    expect(screen.getByTestId('pay-confirm')).toHaveTextContent('Pay again');
    expect(fake.pays()).toHaveLength(0);
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('keeps the chosen method when the list is read again, and falls back once it is gone', async () => {
    serve(() => jsonResponse(paid));
    const other = makePaymentMethod({
      paymentProfileToken: 'sbx-pay-2',
      defaultPaymentProfile: false,
      cardNumber: 'XXXX0002',
    });
    const props = {
      enrollment: makeEnrollment(),
      balance: 25,
      postingPending: false,
      onPaid: vi.fn(),
      onAddMethod: vi.fn(),
    };
    const { rerender } = render(<MakePaymentCard {...props} methods={[card, other]} />);
    const select = screen.getByRole('combobox', { name: 'Payment method' });
    expect(select).toHaveValue('sbx-pay-1');
    await userEvent.selectOptions(select, 'sbx-pay-2');
    // A refetch gives new objects with the same cards.
    rerender(<MakePaymentCard {...props} methods={[{ ...card }, { ...other }]} />);
    expect(select).toHaveValue('sbx-pay-2');
    expect(await review()).toHaveTextContent('Visa ending 0002');
    await userEvent.click(screen.getByTestId('pay-back'));
    // The chosen card deleted elsewhere: the default is offered again.
    rerender(<MakePaymentCard {...props} methods={[{ ...card }]} />);
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveValue('sbx-pay-1');
  });

  it('refuses an amount with three decimals without calling the server', async () => {
    const fake = serve(() => jsonResponse(paid));
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
    return renderCard({ enrollment: newbie, methods: [card, bank], purpose: 'deposit', ...props });
  }

  it('says it is the deposit, prefills what is still due and sends a deposit payment', async () => {
    const fake = serve(() => jsonResponse({ ...paid, amount: 150 }));
    // A pending payment does not hide the deposit's remainder: the server reserved it already.
    const onPaid = renderDeposit({ postingPending: true });
    expect(screen.getByTestId('make-payment-title')).toHaveTextContent('Pay your deposit');
    expect(screen.getByTestId('deposit-intro')).toHaveTextContent('150.00');
    expect(screen.getByLabelText('Deposit amount')).toHaveValue('150.00');
    expect(await review()).toHaveTextContent('Review your deposit payment');
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(true, expect.anything()));
    expect(fake.pays()[0]!.body).toMatchObject({ idEnrollment: 101, isDepositPayment: true, amount: 150 });
  });

  it('refuses more than the deposit still due without calling the server', async () => {
    const fake = serve(() => jsonResponse(paid));
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
    const fake = serve(() => jsonResponse(paid));
    const onPaid = renderDeposit({ enrollment: makeEnrollment() });
    expect(screen.getByTestId('make-payment-title')).toHaveTextContent('Make a payment');
    expect(screen.queryByTestId('deposit-intro')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('25.00');
    await review();
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(false, expect.anything()));
    expect(fake.pays()[0]!.body).toMatchObject({ isDepositPayment: false, amount: 25 });
  });
});
