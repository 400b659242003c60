import type { Charge } from '@myaccount/contract';

export type ChargeColumn = keyof Charge;
export interface ChargeSort {
  column: ChargeColumn;
  descending: boolean;
}

/** A sorted copy; ties keep the server's order (newest first, itemisation order). */
export function sortCharges(charges: Charge[], { column, descending }: ChargeSort): Charge[] {
  const direction = descending ? -1 : 1;
  return charges
    .map((charge, index) => ({ charge, index }))
    .sort((a, b) => {
      const x = a.charge[column];
      const y = b.charge[column];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * direction || a.index - b.index;
    })
    .map(({ charge }) => charge);
}

/** The slice shown on `page` (0-based) and how many pages there are. */
export function pageOf<T>(rows: T[], page: number, size: number): { rows: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(page, 0), pages - 1);
  return { rows: rows.slice(current * size, current * size + size), pages };
}
