import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { addDays, findDayReads, validateWindow } from '../billing/index.ts';
import { zoneOfState } from './clock.ts';
import { findPremise } from './repository.ts';
import { SMT_COLUMNS, smtCsvRows } from './smt-csv.ts';

/** Days read from the database at a time: memory stays flat however long the window. */
const PAGE_DAYS = 31;

export interface SmtExportRequest {
  enrollmentId: number;
  startDate: string;
  endDate: string;
  today: string;
  now: Date;
}

/**
 * A streamed SMT interval CSV of a window (validated by the usage rules: real dates, at most
 * 13 months, nothing after today). Reads are paged so a year never sits in memory at once.
 */
export async function smtCsvStream(db: Db, request: SmtExportRequest) {
  const window = validateWindow(
    { startDate: request.startDate, endDate: request.endDate, period: 'daily' },
    request.today,
  );
  const premise = await findPremise(db, request.enrollmentId);
  const timeZone = zoneOfState(premise?.state);
  const options = {
    esiid: premise?.esiid ?? '',
    timeZone,
    revisedAt: request.now,
    from: window.startDate,
    to: window.endDate,
  };
  async function* lines() {
    yield `${SMT_COLUMNS.join(',')}\n`;
    // One stored day either side: in summer a day's last standard hour is the next clock day's first.
    const last = addDays(window.endDate, 1);
    for (let from = addDays(window.startDate, -1); from <= last; from = addDays(from, PAGE_DAYS)) {
      const to = addDays(from, PAGE_DAYS - 1);
      const days = await findDayReads(db, request.enrollmentId, from, to < last ? to : last);
      yield* smtCsvRows(days, options);
    }
  }
  return { stream: Readable.from(lines()), window };
}
