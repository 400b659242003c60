import { type ReactNode, type ThHTMLAttributes, useEffect, useRef } from 'react';
import { Ltr } from './ltr';

/**
 * Where a cell goes when a row becomes a card below 768 px: the `title` names the row, the
 * `figure` is the number the customer came for (amount, balance, kWh) and sits beside it,
 * the `action` (PDF, Pay) closes the card; every other cell is a label/value line between.
 */
export type CardPlace = 'title' | 'figure' | 'action' | 'detail';

export type ColumnKind = 'text' | 'number' | 'date';

export interface TableColumn<T> {
  id: string;
  /** The column header on wide screens and for screen readers. */
  header: ReactNode;
  /** The label in front of the value in a phone card; `header` when left out. */
  cardLabel?: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * Numbers and money are aligned at the end; both they and dates stay left-to-right inside
   * RTL (issue 10 §7: "kWh/¢ 13.5" was a mirrored "13.5 ¢/kWh").
   */
  kind?: ColumnKind;
  place?: CardPlace;
  /** Extra attributes of the header cell, e.g. `aria-sort` of a sortable column. */
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
}

interface ResponsiveTableProps<T> {
  /** Names the table (its caption) and the scrolling region around it. */
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  testId?: string;
  hover?: boolean;
  /**
   * The header cells hold controls (sort buttons): on phones they stay visible as a row of
   * chips above the cards instead of being hidden.
   */
  headerControls?: boolean;
  className?: string;
  /**
   * The row a link pointed at (the top-bar search's choice): the first row it accepts is
   * marked current, scrolled into view and focused, so the customer lands on it.
   */
  isTarget?: (row: T) => boolean;
}

/**
 * The one table pattern of the app (issue 10 §4). A real <table> at every width: from 768 px
 * it is an ordinary table, narrower each row is drawn as a card, so the key figure and the
 * action are on screen without sideways scrolling. The explicit ARIA roles keep the table
 * semantics that some browsers drop once CSS changes a table's `display`; the card labels
 * are hidden from screen readers, which announce the column header instead.
 */
export function ResponsiveTable<T>({
  label,
  columns,
  rows,
  rowKey,
  testId,
  hover = false,
  headerControls = false,
  className = '',
  isTarget,
}: ResponsiveTableProps<T>) {
  const target = isTarget ? rows.findIndex(isTarget) : -1;
  const targetRow = useRef<HTMLTableRowElement>(null);
  const targetKey = target >= 0 ? rowKey(rows[target]!, target) : null;
  useEffect(() => {
    if (targetKey === null) return;
    targetRow.current?.scrollIntoView?.({ block: 'center' });
    targetRow.current?.focus({ preventScroll: true });
  }, [targetKey]);
  // A region with no control of its own takes the focus, so keyboard users can scroll it
  // sideways between 768 px and a width where it fits (axe scrollable-region-focusable).
  const hasControls = headerControls || columns.some((c) => c.place === 'action');
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={hasControls ? undefined : 0}>
      <table
        role="table"
        className={['table table-sm responsive-table', hover ? 'table-hover' : '', className]
          .filter(Boolean)
          .join(' ')}
        data-testid={testId}
      >
        <caption className="visually-hidden">{label}</caption>
        <thead role="rowgroup" className={headerControls ? 'rt-head-controls' : 'rt-head-hidden'}>
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.id}
                role="columnheader"
                scope="col"
                className={c.kind === 'number' ? 'text-end' : undefined}
                {...c.headerProps}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr
              role="row"
              key={rowKey(row, index)}
              {...(index === target
                ? { ref: targetRow, tabIndex: -1, 'aria-current': true, className: 'rt-target table-active' }
                : {})}
            >
              {columns.map((c) => (
                <td
                  key={c.id}
                  role="cell"
                  className={[`rt-${c.place ?? 'detail'}`, c.kind === 'number' ? 'text-end text-nowrap' : '']
                    .filter(Boolean)
                    .join(' ')}
                  data-column={c.id}
                >
                  {c.place !== 'action' && (
                    <span className="rt-label" aria-hidden="true">
                      {c.cardLabel ?? c.header}
                    </span>
                  )}
                  {c.kind === 'number' || c.kind === 'date' ? (
                    <Ltr className="rt-value">{c.cell(row)}</Ltr>
                  ) : (
                    <span className="rt-value">{c.cell(row)}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
