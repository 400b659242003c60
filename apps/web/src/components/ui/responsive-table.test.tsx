import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Row {
  name: string;
  amount: string;
  date: string;
}

const rows: Row[] = [
  { name: 'Energy', amount: '$ 4.95', date: '11/17/2026' },
  { name: 'Tax', amount: '$ 0.40', date: '11/18/2026' },
];

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Charge', cell: (r) => r.name, place: 'title' },
  { id: 'date', header: 'Date', cell: (r) => r.date, kind: 'date' },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount, kind: 'number', place: 'figure' },
];

function renderTable(extra: TableColumn<Row>[] = []) {
  render(
    <ResponsiveTable
      label="Charges"
      columns={[...columns, ...extra]}
      rows={rows}
      rowKey={(r) => r.name}
      testId="t"
    />,
  );
  return screen.getByTestId('t');
}

describe('ResponsiveTable', () => {
  it('is a real table with headers a screen reader reads, whatever the CSS does to it', () => {
    const table = renderTable();
    expect(screen.getByRole('table', { name: 'Charges' })).toBe(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Charge', 'Date', 'Amount']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    // The card label repeats the header for sighted phone users only.
    expect(cells[2]!.querySelector('.rt-label')).toHaveAttribute('aria-hidden', 'true');
    expect(cells.map((c) => c.className)).toEqual([
      'rt-title',
      'rt-detail',
      'rt-figure text-end text-nowrap',
    ]);
  });

  it('keeps numbers and dates left-to-right inside a right-to-left page', () => {
    const table = renderTable();
    const [, date, amount] = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(amount!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(amount!.querySelector('bdi')).toHaveTextContent('$ 4.95');
    expect(date!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(table).getAllByRole('row')[1]!.querySelector('[data-column="name"] bdi')).toBeNull();
  });

  it('lets the keyboard reach a table without controls, and leaves it out when it has some', () => {
    renderTable();
    expect(screen.getByRole('region', { name: 'Charges' })).toHaveAttribute('tabindex', '0');
  });

  it('puts no focus stop on a table whose rows carry an action', () => {
    renderTable([
      { id: 'pdf', header: 'PDF', cell: () => <button type="button">PDF</button>, place: 'action' },
    ]);
    expect(screen.getByRole('region', { name: 'Charges' })).not.toHaveAttribute('tabindex');
    // An action cell has no card label: the button names itself.
    expect(
      screen.getAllByRole('button', { name: 'PDF' })[0]!.closest('td')!.querySelector('.rt-label'),
    ).toBeNull();
  });
});
