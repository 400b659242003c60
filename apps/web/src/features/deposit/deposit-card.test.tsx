import type { DepositTracker } from '@myaccount/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { renderSignedIn } from '../../testing/render-signed-in';
import DepositCard from './deposit-card';

const due: DepositTracker = {
  id_enrollment: 101,
  status: 'due',
  amount: 150,
  due: 150,
  paid: 0,
  waived: 0,
  refund_after: 12,
  on_time_payments: 1,
  refund_eligible: false,
  waived_at: null,
  refunded_at: null,
  letter: {
    id: 9,
    file_name: 'letter.pdf',
    uploaded_on: '2026-11-20',
    status: 'pending',
    reason: '',
    reviewed_at: null,
    url: '/v2/enrollments/101/credit-letters/9/file',
  },
};
const rejected: DepositTracker = {
  ...due,
  letter: { ...due.letter!, status: 'rejected', reason: 'Too old', reviewed_at: '2026-11-26T15:00:00Z' },
};

afterEach(() => vi.unstubAllGlobals());

function answer(reads: DepositTracker[]) {
  let n = 0;
  return (call: RecordedCall) => {
    if (call.url.endsWith('/v2/enrollments/101/deposit'))
      return jsonResponse(reads[Math.min(n++, reads.length - 1)]);
    if (call.url.endsWith('/credit-letters/9/review')) return jsonResponse(rejected.letter);
    return jsonResponse([]);
  };
}

describe('deposit card', () => {
  it('shows a due deposit, how to pay it and the pending letter; a customer gets no review controls', async () => {
    renderSignedIn(<DepositCard enrollmentId={101} />, { respond: answer([due]) });
    expect(await screen.findByTestId('deposit-status')).toHaveTextContent('A deposit of $ 150.00 is due');
    expect(screen.getByTestId('deposit-pay')).toHaveAttribute('href', '/payment?pay=deposit');
    expect(screen.getByTestId('deposit-letter-status')).toHaveTextContent('letter.pdf, sent on 11/20/2026');
    expect(screen.getByText(/refunded after 12 on-time payments/)).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-review')).not.toBeInTheDocument();
  });

  it('an agent must give a reason to reject; the customer then reads it', async () => {
    const fake = renderSignedIn(<DepositCard enrollmentId={101} />, {
      respond: answer([due, rejected]),
      profile: { cc_un: 'agent' },
    });
    await userEvent.click(await screen.findByTestId('deposit-reject'));
    await userEvent.click(screen.getByTestId('deposit-reject'));
    expect(screen.getByText('Say why the letter is rejected.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.endsWith('/review'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Reason for the customer'), 'Too old');
    await userEvent.click(screen.getByTestId('deposit-reject'));
    expect(await screen.findByTestId('deposit-letter-status')).toHaveTextContent('was not accepted');
    expect(screen.getByTestId('deposit-letter-status')).toHaveTextContent('Too old');
    const sent = fake.calls.find((c) => c.url.endsWith('/review'));
    expect(sent?.body).toMatchObject({ decision: 'reject', reason: 'Too old' });
  });

  it('a paid deposit shows the refund progress; a waived one says so', async () => {
    const paid = { ...due, status: 'paid' as const, due: 0, paid: 150, on_time_payments: 4, letter: null };
    renderSignedIn(<DepositCard enrollmentId={101} />, { respond: answer([paid]) });
    expect(await screen.findByTestId('deposit-refund')).toHaveTextContent('4 of 12 so far');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.queryByTestId('deposit-letter')).not.toBeInTheDocument();
  });
});
