import { isGas } from '@myaccount/contract';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { type DayReads, addDays, findDayReads, validateWindow } from '../billing/index.ts';
import { zoneOfState } from './clock.ts';
import { type BillSummary, espiFeed } from './espi/feed.ts';
import {
  type IntervalBlockData,
  clockDayInterval,
  cycleBlocks,
  electricBlocks,
} from './espi/interval-blocks.ts';
import { localTimeParameters } from './espi/local-time.ts';
import { serviceCodes } from './espi/reading-type.ts';
import {
  findCycleCoverage,
  findCycleReadsOverlapping,
  findIntervalCoverage,
  findServicePoint,
  findStatementsOverlapping,
} from './repository.ts';

/** Days read from the database at a time: memory stays flat however long the window. */
const PAGE_DAYS = 31;

export interface EspiExportRequest {
  enrollmentId: number;
  startDate: string;
  endDate: string;
  today: string;
  now: Date;
}

/** Stored meter-days of [from, to], a page at a time. */
export async function* dayPages(
  db: Db,
  enrollmentId: number,
  from: string,
  to: string,
): AsyncGenerator<DayReads[]> {
  for (let start = from; start <= to; start = addDays(start, PAGE_DAYS)) {
    const end = addDays(start, PAGE_DAYS - 1);
    yield await findDayReads(db, enrollmentId, start, end < to ? end : to);
  }
}

const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/**
 * A Green Button Download My Data file of one enrollment and window (the usage rules: real
 * dates, at most 13 months, nothing after today), streamed. The name carries the brand,
 * service and dates only — nothing personal.
 */
export async function espiStream(db: Db, request: EspiExportRequest) {
  const window = validateWindow(
    { startDate: request.startDate, endDate: request.endDate, period: 'daily' },
    request.today,
  );
  const point = await findServicePoint(db, request.enrollmentId);
  const gas = isGas({ name: point?.commodity ?? '' });
  const codes = serviceCodes(gas, point?.uom);
  const timeZone = zoneOfState(point?.state);
  const span = { timeZone, from: window.startDate, to: window.endDate };
  const [statements, cycles] = await Promise.all([
    findStatementsOverlapping(db, request.enrollmentId, window.startDate, window.endDate),
    gas ? findCycleReadsOverlapping(db, request.enrollmentId, window.startDate, window.endDate) : [],
  ]);
  const blocks: AsyncIterable<IntervalBlockData> | Iterable<IntervalBlockData> = gas
    ? cycleBlocks(
        cycles.map((c) => ({ ...c, estimated: c.estimated > 0 })),
        span,
        codes.fromBilledUnit,
      )
    : // One stored day either side: a clock day straddles two stored days in summer.
      electricBlocks(
        dayPages(db, request.enrollmentId, addDays(window.startDate, -1), addDays(window.endDate, 1)),
        span,
      );
  const summaries: BillSummary[] = statements.map((s) => {
    const start = clockDayInterval(s.periodStart, span).start;
    const end = clockDayInterval(addDays(s.periodEnd, 1), span).start;
    return { key: String(s.id), start, duration: end - start, amount: s.amount, usage: s.usage };
  });
  const feed = espiFeed({
    customerId: point?.customerId ?? 0,
    enrollmentId: request.enrollmentId,
    brandName: point?.brandName ?? '',
    codes,
    active: point?.isActive ?? false,
    localTime: localTimeParameters(timeZone, Number(window.endDate.slice(0, 4))),
    window,
    now: request.now,
    blocks,
    summaries,
  });
  const brand = (point?.brandShortName ?? 'Green_Button').replace(/[^A-Za-z0-9]+/g, '_');
  const service = gas ? 'Gas_Billing_Cycle' : 'Electric_15_Minute';
  const fileName = `${brand}_${service}_${usDate(window.startDate)}_${usDate(window.endDate)}.xml`;
  return { stream: Readable.from(feed), window, fileName };
}

/** The days the Green Button file of this enrollment can cover: what its meter reported. */
export async function exportCoverage(db: Db, enrollmentId: number) {
  const point = await findServicePoint(db, enrollmentId);
  return isGas({ name: point?.commodity ?? '' })
    ? findCycleCoverage(db, enrollmentId)
    : findIntervalCoverage(db, enrollmentId);
}
