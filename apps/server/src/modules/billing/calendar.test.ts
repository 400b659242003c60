import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketToday } from './index.ts';

/*
 * One "today" on the server: the market's calendar day (America/Chicago), which bills, due
 * dates, payment help, deposits, autopay, drops and contracts all count from. At 23:30 in
 * Chicago UTC's date is already tomorrow; the server must still answer today.
 */
describe("the server's today", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('at 23:30 Chicago time (05:30 UTC the next day) is the Chicago day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T05:30:00Z'));
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-12-02');
    expect(marketToday()).toBe('2026-12-01');
  });
});
