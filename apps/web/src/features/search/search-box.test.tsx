import type { PaymentHistoryEntry, PendingPayment, Statement } from '@myaccount/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/fake-fetch';
import { renderSignedIn } from '../../testing/render-signed-in';
import { mainMenu } from '../menu';
import SearchBox from './search-box';

const statements: Statement[] = [
  {
    custStatementTkn: 'tkn-nov',
    custStatementNum: '123456202611',
    mailingDate: '2026-11-05',
    delinquentDate: '2026-11-25',
    totalStmtAmt: 120.5,
    currentStmtBalance: 120.5,
    pastDueBalance: 0,
    daysPastDueNum: 0,
  },
  {
    custStatementTkn: 'tkn-oct',
    custStatementNum: '123456202610',
    mailingDate: '2026-10-05',
    delinquentDate: '2026-10-25',
    totalStmtAmt: 98,
    currentStmtBalance: 0,
    pastDueBalance: 0,
    daysPastDueNum: 0,
  },
];
const history: PaymentHistoryEntry[] = [
  {
    paidDate: '2026-10-20',
    depositDate: '2026-10-21',
    payMethodDesc: 'Credit Card',
    directionDesc: 'Payment',
    returnReasonDesc: '',
    paidAmount: 98,
    confirmationNumber: null,
  },
];
const pending: PendingPayment[] = [
  {
    id_charge_transaction: 7,
    date_created: '2026-11-24T10:42:00Z',
    amount: 25,
    payment_type: 'Credit Card',
    status: 'captured',
    transaction_id: '60000077',
  },
];
const menu = mainMenu({
  helpUrl: '',
  unreadNotifications: 0,
  pastDue: false,
  canCancel: true,
  canTransfer: true,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch() {
  return renderSignedIn(
    <>
      <SearchBox menu={menu} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    {
      respond: (call) =>
        call.url.includes('/statements/')
          ? jsonResponse(statements)
          : call.url.includes('/history-by-enrollment/')
            ? jsonResponse(history)
            : call.url.includes('/charge-transaction/')
              ? jsonResponse(pending)
              : new Response(null, { status: 404 }),
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchBox', () => {
  it('asks for nothing until the customer types', async () => {
    const fake = renderSearch();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(fake.calls).toHaveLength(0);
    expect(screen.queryByTestId('app-overlay')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox'), 'b');
    await waitFor(() => expect(fake.calls).toHaveLength(3));
  });

  it('finds a screen by its translated name and opens it with the keyboard', async () => {
    renderSearch();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'credit let');
    const option = await screen.findByRole('option', { name: /Credit letter/ });
    expect(screen.getByTestId('app-overlay')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/service/credit-letter');
    expect(input).toHaveValue('');
    expect(screen.queryByTestId('app-overlay')).not.toBeInTheDocument();
  });

  it('finds a statement by month and number, and a payment by amount', async () => {
    renderSearch();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'november 2026');
    expect(
      await screen.findByRole('option', { name: /Statement 123456202611 · November 2026/ }),
    ).toBeVisible();
    expect(screen.queryByRole('option', { name: /123456202610/ })).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '$98');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.dataset.kind)).toEqual(['statement', 'payment']);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/payment?paid=2026-10-20&amount=98');
  });

  it('wraps with the arrows, and Escape clears the text and hides the overlay', async () => {
    renderSearch();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, '11/2026');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.dataset.kind)).toEqual(['statement', 'payment']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('app-overlay')).not.toBeInTheDocument();
  });

  it('hides the overlay on a click in the content, and says when nothing matches', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing found for “zzz”');
    await userEvent.click(screen.getByTestId('app-overlay'));
    expect(screen.queryByTestId('app-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});
