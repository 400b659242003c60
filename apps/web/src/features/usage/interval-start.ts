import { formatDate } from '../../lib/format-date';

/**
 * An interval's start as the customer reads dates elsewhere in the app: the calendar date
 * through the shell's formatter (MM/DD/YYYY in English, DD/MM/YYYY otherwise), then the
 * wall-clock time for sub-daily periods ("2026-10-24T00:15" → "10/24/2026 00:15").
 * Monthly points (`YYYY-MM`) show as MM/YYYY or the same order the language uses.
 */
export function formatIntervalStart(start: string | null | undefined, language: string): string {
  if (!start) return '-';
  const [day, time] = start.split('T');
  if (/^\d{4}-\d{2}$/.test(day!)) {
    const [year, month] = day!.split('-');
    return `${month}/${year}`;
  }
  const date = formatDate(day, language);
  return time ? `${date} ${time.slice(0, 5)}` : date;
}
