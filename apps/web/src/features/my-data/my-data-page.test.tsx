import { marketToday } from '@myaccount/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import MyDataPage from './my-data-page';
import { TestProviders } from '../../testing/test-providers';

let espiUrls: string[];
let smtUrls: string[];
/** While set, a download sends its first chunk, then waits for this before the rest. */
let hold: Promise<void> | null;
let coverage: { firstDate: string | null; lastDate: string | null };
let saved: string[];
beforeEach(() => {
  espiUrls = [];
  smtUrls = [];
  hold = null;
  saved = [];
  coverage = { firstDate: '2000-01-01', lastDate: '2999-12-31' };
  const fake = createFakeFetch((call) => {
    if (call.url.startsWith('/v2/data-export/coverage/')) return jsonResponse(coverage);
    if (call.url.startsWith('/v2/data-export/espi/')) {
      espiUrls.push(call.url);
      return streamed(['<feed>'.padEnd(8192, ' '), '</feed>'], 'application/atom+xml');
    }
    if (call.url.startsWith('/v2/data-export/smt-csv/')) {
      smtUrls.push(call.url);
      return streamed(['ESIID,USAGE_DATE\n'.padEnd(12 * 1024, ' '), '\n'], 'text/csv');
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fake.fetch);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }));
});

/** Chunk by chunk, so the page can show the running byte count; held after the first. */
function streamed(chunks: string[], type: string) {
  const wait = hold;
  let next = 0;
  const body = new ReadableStream({
    async pull(controller) {
      if (next > 0 && wait) await wait;
      controller.enqueue(new TextEncoder().encode(chunks[next++]));
      if (next === chunks.length) controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': type } });
}

function renderPage() {
  const store = createAppStore({ auth: { user: makeProfile() } });
  render(
    <TestProviders store={store} enrollments={[makeGroup([makeEnrollment({ id_enrollment: 9 })])]}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <MyDataPage /> }])} />
    </TestProviders>,
  );
}

/** The page's dates are the market's (Chicago), which differs from UTC's every evening. */
const today = marketToday();

describe('MyDataPage', () => {
  it('shows whose data it is before the download, and dates for the last 13 months', async () => {
    renderPage();
    const details = await screen.findByTestId('my-data-details');
    expect(details).toHaveTextContent('Dana Rivera');
    expect(screen.getByTestId('my-data-to')).toHaveValue(
      new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
    expect(screen.getByTestId('my-data-file-name').textContent).toMatch(
      /^Green_Button_Electric_15_Minute_\d\d-\d\d-\d{4}_\d\d-\d\d-\d{4}\.xml$/,
    );
    expect(screen.getByTestId('my-data-file-name').textContent).not.toContain('Dana');
  });

  it('downloads the Green Button file of the chosen dates under a name without personal data', async () => {
    renderPage();
    const from = await screen.findByTestId('my-data-from');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-10');
    const to = screen.getByTestId('my-data-to');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-16');
    await userEvent.click(screen.getByTestId('my-data-green-button'));
    await waitFor(() => expect(saved).toEqual(['Green_Button_Electric_15_Minute_01-10-2026_01-16-2026.xml']));
    expect(espiUrls).toEqual(['/v2/data-export/espi/9?startDate=2026-01-10&endDate=2026-01-16']);
  });

  it('warns when the meter data does not cover the whole range', async () => {
    coverage = { firstDate: '2026-01-12', lastDate: '2026-01-14' };
    renderPage();
    const from = await screen.findByTestId('my-data-from');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-10');
    const to = screen.getByTestId('my-data-to');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-16');
    expect(await screen.findByTestId('my-data-coverage')).toHaveTextContent('01/12/2026 to 01/14/2026');
  });

  it('refuses a range of more than 13 months without calling the server', async () => {
    renderPage();
    const from = await screen.findByTestId('my-data-from');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(screen.getByTestId('my-data-invalid')).toBeInTheDocument();
    expect(screen.getByTestId('my-data-green-button')).toBeDisabled();
    expect(espiUrls).toEqual([]);
  });

  it('announces the bytes received of both streamed downloads in a polite live region', async () => {
    renderPage();
    for (const [button, region, size] of [
      ['my-data-green-button', 'my-data-progress', '8 kB'],
      ['usage-smt-csv', 'usage-smt-progress', '12 kB'],
    ] as const) {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      const live = await screen.findByTestId(region);
      expect(live).toHaveAttribute('aria-live', 'polite');
      expect(live).toHaveAttribute('role', 'status');
      await userEvent.click(screen.getByTestId(button));
      // The first chunk has arrived and the rest is held: the count is on screen and announced.
      await waitFor(() => expect(live).toHaveTextContent(`Downloading… ${size} received`));
      release();
      await waitFor(() => expect(live).toHaveTextContent(/^$/));
    }
    expect(espiUrls).toHaveLength(1);
    expect(smtUrls).toHaveLength(1);
    expect(saved).toEqual([
      expect.stringMatching(/^Green_Button_Electric_15_Minute_.*\.xml$/),
      expect.stringMatching(/\.csv$/),
    ]);
  });
});
