import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStatementSummary } from './statement-summary';
import { createFakeFetch, jsonResponse } from '../../../testing/fake-fetch';
import { saveTokens } from '../../../lib/session-store';
import { SessionQueryProvider } from '../../../lib/query';

const summaryOf = (balance: number) => ({
  billingAccount: 'b',
  stmtBalanceAmt: balance,
  overdueBalanceAmt: 0,
  lastPaymentAmt: 0,
  nextDueDate: null,
  lastPaymentDate: null,
});

function Balance() {
  // Both customers have an enrollment 7: only the session tells their answers apart.
  const state = useStatementSummary(7);
  return <p data-testid="balance">{state.status === 'ready' ? state.data?.stmtBalanceAmt : state.status}</p>;
}

describe('SessionQueryProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("never shows one customer another's cached answers, after a switch or a sign-out", async () => {
    let balance = 11.11;
    let release: () => void = () => {};
    const fake = createFakeFetch(async () => {
      const value = balance;
      // The second customer's answer is held back, to see what shows while it travels.
      if (value !== 11.11) await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse(summaryOf(value));
    });
    vi.stubGlobal('fetch', fake.fetch);
    saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });

    const page = (session: string) => (
      <SessionQueryProvider session={session}>
        <Balance />
      </SessionQueryProvider>
    );
    const view = render(page('1:'));
    expect(await screen.findByText('11.11')).toBeInTheDocument();

    // An agent (or the same browser) switches to customer 2 while customer 1's answer is fresh.
    balance = 22.22;
    view.rerender(page('2:agent'));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('11.11')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('22.22')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(2);

    // Sign-out leaves the frame; whoever signs in next starts from an empty cache.
    view.unmount();
    balance = 33.33;
    render(page('2:agent'));
    expect(screen.queryByText('22.22')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('33.33')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(3);
  });
});
