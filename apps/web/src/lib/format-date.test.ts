import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows month/day/year in English and day/month/year otherwise', () => {
    expect(formatDate('2026-03-07', 'en')).toBe('03/07/2026');
    expect(formatDate('2026-03-07', 'en-US')).toBe('03/07/2026');
    expect(formatDate('2026-03-07', 'es')).toBe('07/03/2026');
  });
  it('does not shift calendar dates across time zones', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('01/01/2026');
  });
  it('accepts Date objects and ISO instants', () => {
    expect(formatDate(new Date(2025, 11, 31), 'es')).toBe('31/12/2025');
    expect(formatDate('2025-06-15T12:00:00Z', 'en')).toMatch(/^06\/1[56]\/2025$/);
  });
  it("shows '-' for missing, invalid or pre-1970 dates", () => {
    expect(formatDate(null, 'en')).toBe('-');
    expect(formatDate(undefined, 'en')).toBe('-');
    expect(formatDate('', 'en')).toBe('-');
    expect(formatDate('not a date', 'en')).toBe('-');
    expect(formatDate('1969-12-31', 'en')).toBe('-');
    expect(formatDate('1900-01-01', 'es')).toBe('-');
    expect(formatDate('1970-01-01', 'en')).toBe('01/01/1970');
  });
});

describe('formatDateTime', () => {
  it("shows the date and local clock time in the reader's language", () => {
    const at = new Date(2026, 10, 25, 15, 4);
    expect(formatDateTime(at, 'en')).toMatch(/^11\/25\/2026 3:04\sPM$/);
    expect(formatDateTime(at.toISOString(), 'es')).toMatch(/^25\/11\/2026 3:04\sp\.\s?m\.$/);
    expect(formatDateTime('not a date', 'en')).toBe('-');
  });
});
