import { type ReactNode, type UIEvent, useId, useState } from 'react';
import { Ltr } from '../../components/ui/ltr';

export interface VirtualColumn {
  id: string;
  header: ReactNode;
  cell: (index: number) => ReactNode;
  /** Numbers align at the end; numbers and dates stay left-to-right inside RTL. */
  kind?: 'text' | 'number' | 'date';
}

interface VirtualTableProps {
  /** Names the table (its caption) and the scrolling region around it. */
  label: string;
  /** Announced with the table and shown above it ("35,040 rows"). */
  countText: string;
  columns: VirtualColumn[];
  rowCount: number;
  rowKey: (index: number) => string;
  testId?: string;
  /** Every row is one line this tall (cells never wrap), so row i sits at i × rowHeight. */
  rowHeight?: number;
  /** Rows on screen at once. */
  visibleRows?: number;
}

/** Rows drawn beyond each edge, so a wheel flick or a held key never shows a blank band. */
const OVERSCAN = 8;

/**
 * A table of any length that renders only the rows in view (a year of quarter hours is
 * 35,040 rows): spacer rows stand in for the rest so the scroll bar is true. Still a real
 * <table>: aria-rowcount and aria-rowindex tell screen readers where they are in the whole,
 * the header stays on top, and the scrolling region takes the focus so arrow keys, Page
 * Up/Down, Home and End scroll it.
 */
export function VirtualTable({
  label,
  countText,
  columns,
  rowCount,
  rowKey,
  testId,
  rowHeight = 34,
  visibleRows = 12,
}: VirtualTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const countId = useId();
  const height = rowHeight * (visibleRows + 1);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rowCount, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);
  const rows: number[] = [];
  for (let i = first; i < last; i++) rows.push(i);
  const spacer = (count: number, key: string) =>
    count > 0 && (
      <tr aria-hidden="true" key={key} style={{ height: count * rowHeight }}>
        <td colSpan={columns.length} className="p-0 border-0" />
      </tr>
    );
  return (
    <>
      <p id={countId} className="small text-body-secondary mb-1" data-testid={testId && `${testId}-count`}>
        {countText}
      </p>
      <div
        className="virtual-table border rounded"
        role="region"
        aria-label={label}
        aria-describedby={countId}
        tabIndex={0}
        style={{ maxHeight: height, overflow: 'auto' }}
        onScroll={onScroll}
      >
        <table className="table table-sm mb-0 text-nowrap" aria-rowcount={rowCount + 1} data-testid={testId}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr aria-rowindex={1} style={{ height: rowHeight }}>
              {columns.map((c) => (
                // Headers may wrap (rows never do): "Consumo (kWh)" on two lines is what lets
                // the three columns of a day's or quarter hour's reads fit 360 px in Spanish.
                <th
                  key={c.id}
                  scope="col"
                  className={`text-wrap align-bottom${c.kind === 'number' ? ' text-end' : ''}`}
                  style={{ position: 'sticky', top: 0, zIndex: 1 }}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spacer(first, 'before')}
            {rows.map((i) => (
              <tr key={rowKey(i)} aria-rowindex={i + 2} style={{ height: rowHeight }}>
                {columns.map((c) => (
                  <td key={c.id} className={c.kind === 'number' ? 'text-end' : undefined}>
                    {c.kind === 'number' || c.kind === 'date' ? <Ltr>{c.cell(i)}</Ltr> : c.cell(i)}
                  </td>
                ))}
              </tr>
            ))}
            {spacer(rowCount - last, 'after')}
          </tbody>
        </table>
      </div>
    </>
  );
}
