import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { enrollmentsLoaded } from '../enrollments';
import { makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import MyDataPage from './my-data-page';

let espiUrls: string[];
let coverage: { firstDate: string | null; lastDate: string | null };
let saved: string[];
beforeEach(() => {
  espiUrls = [];
  saved = [];
  coverage = { firstDate: '2000-01-01', lastDate: '2999-12-31' };
  const fake = createFakeFetch((call) => {
    if (call.url.startsWith('/v2/data-export/coverage/')) return jsonResponse(coverage);
    if (call.url.startsWith('/v2/data-export/espi/')) {
      espiUrls.push(call.url);
      // Two chunks, so the page can show the running byte count.
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<feed>'.padEnd(4096, ' ')));
          controller.enqueue(new TextEncoder().encode('</feed>'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/atom+xml' } });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fake.fetch);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }));
});

function renderPage() {
  const store = createAppStore({ auth: { user: makeProfile(), role: 'paymentUser' } });
  store.dispatch(enrollmentsLoaded([makeGroup([makeEnrollment({ id_enrollment: 9 })])]));
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <MyDataPage /> }])} />
    </Provider>,
  );
}

const today = new Date().toISOString().slice(0, 10);

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
});
