/**
 * CSV files the customer downloads, one way for every file (RFC 4180): fields with a comma,
 * quote or line break are quoted, lines end in CRLF. A byte-order mark leads the file so
 * spreadsheet programs read "Energía" as UTF-8 rather than guessing a legacy code page.
 */
export type CsvCell = string | number | null;

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvText(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((cells) =>
    cells.map((c) => quote(c === null ? '' : String(c))).join(','),
  );
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** A number as a spreadsheet reads it in every locale: a point, fixed decimals, no grouping. */
export const plainNumber = (value: number, decimals: number) => (value === 0 ? 0 : value).toFixed(decimals);
