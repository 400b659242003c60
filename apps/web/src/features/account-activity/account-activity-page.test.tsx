import type { AccountActivityItem } from '@myaccount/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/fake-fetch';
import { renderSignedIn } from '../../testing/render-signed-in';
import AccountActivityPage from './account-activity-page';

afterEach(() => vi.unstubAllGlobals());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** 25 entries, newest first: an agent's phone change on top, then the customer's sign-ins. */
const trail: AccountActivityItem[] = Array.from({ length: 25 }, (_, i) => ({
  id: 100 - i,
  at: new Date(Date.UTC(2026, 10, 25, 12, 0) - i * 3_600_000).toISOString(),
  action: i === 0 ? 'profile.update' : 'session.sign-in',
  entity: i === 0 ? 'customer' : 'session',
  entityId: '7',
  agent: i === 0 ? 'Ana' : null,
  details:
    i === 0
      ? { changes: { phone: { from: '1', to: '2' } }, ip: '10.0.0.9' }
      : { method: 'password', ip: '203.0.113.7', userAgent: CHROME },
}));

function respond(call: { url: string }) {
  const url = new URL(call.url, 'http://x');
  expect(url.pathname).toBe('/v2/customers/7/account-activity');
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('pageSize'));
  return jsonResponse({
    items: trail.slice((page - 1) * size, page * size),
    page,
    pageSize: size,
    total: 25,
  });
}

describe('AccountActivityPage', () => {
  it("shows the agent's change marked as theirs, and the customer's sign-ins with browser and IP", async () => {
    renderSignedIn(<AccountActivityPage />, { respond });
    const items = await screen.findAllByTestId('activity-item');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Support agent Ana changed your phone number');
    expect(within(items[0]!).getByText('Support agent')).toBeInTheDocument();
    // The agent's own address is not shown to the customer.
    expect(items[0]).not.toHaveTextContent('10.0.0.9');
    expect(items[1]).toHaveTextContent('You signed in with the password');
    expect(items[1]).toHaveTextContent('Chrome on Windows');
    expect(items[1]).toHaveTextContent('IP address: 203.0.113.7');
    expect(screen.getByTestId('activity-shown')).toHaveTextContent('Showing 20 of 25');
  });

  it('shows more on request and moves the focus to the first entry it added', async () => {
    renderSignedIn(<AccountActivityPage />, { respond });
    await userEvent.click(await screen.findByTestId('activity-show-more'));
    await waitFor(() => expect(screen.getAllByTestId('activity-item')).toHaveLength(25));
    await waitFor(() => expect(document.activeElement?.id).toBe('activity-80'));
    expect(screen.getByTestId('activity-shown')).toHaveTextContent('Showing 25 of 25');
    expect(screen.queryByTestId('activity-show-more')).not.toBeInTheDocument();
  });

  it('says so when the trail cannot be read', async () => {
    renderSignedIn(<AccountActivityPage />, { respond: () => new Response(null, { status: 500 }) });
    expect(await screen.findByText("Your account activity can't be shown right now.")).toBeInTheDocument();
  });
});
