import { isGas } from '@myaccount/contract';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { addDays, validateWindow } from '../billing/index.ts';
import { SLOT_MS, standardOffsetMinutes, storedDayStartMs, zoneOfState } from './clock.ts';
import { clockDayInterval } from './espi/interval-blocks.ts';
import { dayPages, type EspiExportRequest } from './espi-export.ts';
import { findServicePoint } from './repository.ts';

/**
 * The 15-minute reads of a window as JSON for the personal API (`meIntervals` in the
 * contract), streamed a day at a time. Each read is named by its start as a UTC instant, so
 * a tool needs no time-zone rules: the fall-back day simply has 100 reads and the
 * spring-forward day 92. Clock days of the premise's zone bound the window, as in the files.
 */
export async function intervalJsonStream(db: Db, request: EspiExportRequest) {
  const window = validateWindow(
    { startDate: request.startDate, endDate: request.endDate, period: 'daily' },
    request.today,
  );
  const point = await findServicePoint(db, request.enrollmentId);
  if (isGas({ name: point?.commodity ?? '' })) {
    throw new AppError(
      'business_rule',
      'A gas meter is read once per bill cycle, not every 15 minutes: its reads are in the ESPI export.',
      { reason: 'no_interval_reads' },
    );
  }
  const timeZone = zoneOfState(point?.state);
  const fromMs = clockDayInterval(window.startDate, { timeZone }).start * 1000;
  const toMs = clockDayInterval(addDays(window.endDate, 1), { timeZone }).start * 1000;
  const head = { enrollmentId: request.enrollmentId, unit: 'kWh', intervalMinutes: 15, timeZone };

  async function* chunks() {
    yield `${JSON.stringify(head).slice(0, -1)},"intervals":[`;
    let separator = '';
    // One stored day either side: a clock day straddles two stored days in summer.
    for await (const days of dayPages(
      db,
      request.enrollmentId,
      addDays(window.startDate, -1),
      addDays(window.endDate, 1),
    )) {
      for (const day of days) {
        const offsetMs = standardOffsetMinutes(timeZone, Number(day.readDate.slice(0, 4))) * 60_000;
        const dayStart = storedDayStartMs(day.readDate, offsetMs);
        let text = '';
        day.wh.forEach((wh, slot) => {
          const start = dayStart + slot * SLOT_MS;
          if (start < fromMs || start >= toMs) return;
          text += `${separator}{"start":"${new Date(start).toISOString()}","value":${wh / 1000},"estimated":${day.estimated}}`;
          separator = ',';
        });
        if (text) yield text;
      }
    }
    yield ']}';
  }
  return Readable.from(chunks());
}
