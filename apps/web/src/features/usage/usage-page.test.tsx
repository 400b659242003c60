import type {
  Enrollment,
  UsageRecord,
  UsageSeries,
  UsageSmtHistory,
  UsageSmtRequest,
} from '@myaccount/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeEnrollment, makeGroup, makePlan } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import UsagePage from './usage-page';
import { TestProviders } from '../../testing/test-providers';

// jsdom has no canvas: uPlot is replaced at the library boundary, recording what it is given.
const plots: { data: unknown[][] }[] = [];
vi.mock('uplot', () => {
  class FakePlot {
    width = 600;
    constructor(_options: unknown, data: unknown[][]) {
      plots.push({ data });
    }
    setSize() {}
    destroy() {}
    static tzDate(date: Date) {
      return date;
    }
  }
  return { default: FakePlot };
});
class NoResizeObserver {
  observe() {}
  disconnect() {}
}

const record = (month: string, usage: number, estimated = 0): UsageRecord => ({
  usageNum: usage,
  usageChargeAmount: usage * 0.15,
  beginReadDate: `2026-${month}-01`,
  endReadDate: `2026-${month}-28`,
  periodName: `${month}/2026`,
  annotation: estimated ? 'Estimated read' : '',
  annotation_code: estimated ? 'estimated_read' : '',
  usageNumEstimated: estimated,
  usageNumDiscount: 0,
  usageNumNotDiscount: 0,
  usageNumDiscountEstimated: 0,
  usageNumNotDiscountEstimated: 0,
});

/** A series of `n` points answered for whatever window was asked, its total their sum. */
function answer(request: UsageSmtRequest): UsageSmtHistory {
  const quarterHours = request.period === '15-minute';
  const n = quarterHours ? 96 * 365 : 3;
  const wh = Array.from({ length: n }, (_, i) => (i === 1 ? null : i * 100));
  const series: UsageSeries = {
    startDate: request.startDate,
    endDate: request.endDate,
    // Local midnight in Chicago on a winter day (UTC−6).
    start: quarterHours ? '2026-01-01T06:00:00Z' : '2026-01-01',
    step: quarterHours ? 'PT15M' : 'P1D',
    wh,
    estimated: [[2, 1]],
    totalWh: wh.reduce<number>((a, b) => a + (b ?? 0), 0),
  };
  return {
    period: request.period,
    unit: 'kWh',
    timeZone: 'America/Chicago',
    current: series,
    compare: request.comparePeriod ? { ...series, wh: wh.map(() => 100), totalWh: 100 * n } : null,
  };
}

let bodies: UsageSmtRequest[];
let smtUrls: string[];
let smtStatus: number;
beforeEach(() => {
  // Globals are unstubbed after every test (vitest config), so each test stubs its own.
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  bodies = [];
  smtUrls = [];
  smtStatus = 200;
  plots.length = 0;
  const fake = createFakeFetch((call) => {
    if (call.url.startsWith('/v2/billing/usage-history/'))
      return jsonResponse([record('10', 900, 900), record('09', 1200)]);
    if (call.url.startsWith('/v2/billing/usage-smt-history/')) {
      bodies.push(call.body as UsageSmtRequest);
      return jsonResponse(answer(call.body as UsageSmtRequest));
    }
    if (call.url.startsWith('/v2/data-export/smt-csv/')) {
      smtUrls.push(call.url);
      return smtStatus === 200
        ? new Response('ESIID,USAGE_DATE\n', { headers: { 'Content-Type': 'text/csv' } })
        : jsonResponse({ message: 'down', errors: [] }, smtStatus);
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderPage(makeEnrollment({ id_enrollment: 9 }));
});

function renderPage(enrollment: Enrollment) {
  const store = createAppStore({ auth: { user: makeProfile() } });
  render(
    <TestProviders store={store} enrollments={[makeGroup([enrollment])]}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <UsagePage /> }])} />
    </TestProviders>,
  );
}

describe('UsagePage', () => {
  it('shows monthly usage with actual and estimated parts', async () => {
    const table = await screen.findByTestId('monthly-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Oct 2026');
    expect(rows[1]).toHaveTextContent('Estimated read');
    expect(screen.getByTestId('monthly-chart')).toBeInTheDocument();
  });

  it('loads the last 30 days by day, then a 15-minute year with comparison drawn decimated', async () => {
    await screen.findByTestId('interval-total');
    expect(bodies[0]).toMatchObject({ period: 'daily', comparePeriod: null });
    await userEvent.selectOptions(screen.getByLabelText('Show by'), '15-minute');
    await userEvent.selectOptions(screen.getByLabelText('Compare with'), 'previous-year');
    await userEvent.click(screen.getByTestId('interval-show'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ period: '15-minute', comparePeriod: 'previous-year' });
    await waitFor(() => expect(plots.at(-1)!.data).toHaveLength(3));
    const drawn = plots.at(-1)!.data;
    // 35,040 points are drawn as at most two per pixel; the table holds all of them but
    // renders only the rows in view.
    expect(drawn[0]!.length).toBeLessThanOrEqual(2 * 600);
    expect(screen.getByTestId('interval-table-count')).toHaveTextContent('35,040 rows');
    const table = screen.getByTestId('interval-table');
    expect(table).toHaveAttribute('aria-rowcount', '35041');
    const shown = () =>
      within(table)
        .getAllByRole('row')
        .filter((r) => r.hasAttribute('aria-rowindex'));
    expect(shown().length).toBeLessThan(40);
    expect(shown()[1]).toHaveTextContent('01/01/2026 00:00');
    expect(shown()[1]).toHaveAttribute('aria-rowindex', '2');
    // Scrolled 1,000 rows down: row 1,001 (10 days and 10 quarter hours in) is drawn in place.
    const region = screen.getByRole('region', { name: 'Smart meter usage' });
    expect(region).toHaveAttribute('tabindex', '0');
    fireEvent.scroll(region, { target: { scrollTop: 34 * 1000 } });
    const row = shown().find((r) => r.getAttribute('aria-rowindex') === '1002')!;
    expect(row).toHaveTextContent('01/11/2026 10:00');
    expect(row).toHaveTextContent('100');
    expect(shown().length).toBeLessThan(40);
  });

  it('shows a total that is the sum of the values in the table', async () => {
    const total = await screen.findByTestId('interval-total');
    // Daily fixture: 0 Wh, no read, 200 Wh (estimated).
    expect(total).toHaveTextContent('Total: 0.200 kWh');
    const rows = within(screen.getByTestId('interval-table'))
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('aria-rowindex'));
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '01/01/20260.000',
      '01/02/2026-',
      '01/03/20260.200Yes',
    ]);
  });

  it('downloads the shown points as CSV at full resolution', async () => {
    await screen.findByTestId('interval-total');
    let csv = '';
    const read = (blob: Blob) => {
      const reader = new FileReader();
      reader.onload = () => (csv = String(reader.result));
      reader.readAsText(blob);
      return 'blob:csv';
    };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: read, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByTestId('usage-csv'));
    await waitFor(() => expect(csv).not.toBe(''));
    expect(csv.split('\r\n').filter(Boolean)).toEqual([
      'Start,Usage (kWh),Estimated',
      '2026-01-01,0,0',
      '2026-01-02,,0',
      '2026-01-03,0.2,1',
    ]);
  });

  it('downloads the shown window in Smart Meter Texas format under a name without personal data', async () => {
    await screen.findByTestId('interval-total');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:smt', revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await userEvent.click(screen.getByTestId('usage-smt-csv'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const { startDate, endDate } = bodies[0]!;
    expect(smtUrls).toEqual([`/v2/data-export/smt-csv/9?startDate=${startDate}&endDate=${endDate}`]);
    const us = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    expect(clicked[0]).toBe(`Interval_15_Minute_${us(startDate)}_${us(endDate)}.csv`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the Smart Meter Texas file cannot be downloaded', async () => {
    await screen.findByTestId('interval-total');
    smtStatus = 503;
    await userEvent.click(screen.getByTestId('usage-smt-csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded. Try again.',
    );
    expect(screen.getByTestId('usage-smt-csv')).toBeEnabled();
  });
  it('shows a gas enrollment in its own unit and explains why there are no interval reads', async () => {
    cleanup();
    bodies.length = 0;
    const [plan] = [makePlan('Gas')];
    const gas = makeEnrollment({
      id_enrollment: 11,
      plans: [{ ...plan!, utilities: [{ ...plan!.utilities[0]!, uom: 'CCF' }] }],
    });
    renderPage(gas);
    expect(await screen.findByTestId('usage-gas-note')).toHaveTextContent(
      'Your gas meter is read once per billing cycle, so it has no 15-minute reads. Your usage in CCF',
    );
    expect((await screen.findAllByText('Usage (CCF)')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/kWh/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('usage-csv')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
