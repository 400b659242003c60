import type { DayReads } from '../../billing/index.ts';
import { addDays } from '../../billing/index.ts';
import {
  SLOT_MS,
  clockFormat,
  clockMidnightMs,
  standardOffsetMinutes,
  storedDayStartMs,
  wallClockMs,
} from '../clock.ts';

export interface IntervalReadingData {
  /** Epoch seconds (ESPI TimeType). */
  start: number;
  duration: number;
  value: number;
  estimated: boolean;
}

export interface IntervalBlockData {
  /** Stable part of the block's id and link: its clock date or its billing cycle. */
  key: string;
  start: number;
  duration: number;
  readings: IntervalReadingData[];
}

export interface ClockSpan {
  timeZone: string;
  /** Clock dates to keep, inclusive. */
  from: string;
  to: string;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** Start and length (epoch seconds) of a clock day: 82,800 s in spring, 90,000 s in autumn. */
export function clockDayInterval(date: string, span: Pick<ClockSpan, 'timeZone'>) {
  const format = clockFormat(span.timeZone);
  const offsetMs = standardOffsetMinutes(span.timeZone, Number(date.slice(0, 4))) * 60_000;
  const start = clockMidnightMs(date, format, offsetMs);
  const end = clockMidnightMs(addDays(date, 1), format, offsetMs);
  return { start: seconds(start), duration: seconds(end - start) };
}

/**
 * One IntervalBlock per clock day of 15-minute reads, never rolled up. Stored days hold 96
 * slots of standard time; each slot is placed on the clock day it falls in, so the
 * spring-forward day has 92 readings and the fall-back day 100. Feed the stored day before
 * `from` and after `to`: in summer a clock day takes its first hour from the previous one.
 */
export async function* electricBlocks(
  pages: AsyncIterable<DayReads[]>,
  span: ClockSpan,
): AsyncGenerator<IntervalBlockData> {
  const format = clockFormat(span.timeZone);
  let offsetYear = -1;
  let offsetMs = 0;
  let open: IntervalBlockData | undefined;
  const close = () => {
    const block = open;
    open = undefined;
    return block && block.key >= span.from && block.key <= span.to ? block : undefined;
  };
  for await (const days of pages) {
    for (const day of days) {
      const year = Number(day.readDate.slice(0, 4));
      if (year !== offsetYear) {
        offsetYear = year;
        offsetMs = standardOffsetMinutes(span.timeZone, year) * 60_000;
      }
      const dayStart = storedDayStartMs(day.readDate, offsetMs);
      for (let slot = 0; slot < day.wh.length; slot++) {
        const startMs = dayStart + slot * SLOT_MS;
        const clockDate = new Date(wallClockMs(startMs, format)).toISOString().slice(0, 10);
        if (open?.key !== clockDate) {
          const done = close();
          if (done) yield done;
          open = { key: clockDate, ...clockDayInterval(clockDate, span), readings: [] };
        }
        open.readings.push({
          start: seconds(startMs),
          duration: SLOT_MS / 1000,
          value: day.wh[slot]!,
          estimated: day.estimated,
        });
      }
    }
  }
  const last = close();
  if (last) yield last;
}

export interface CycleRead {
  id: number;
  beginReadDate: string;
  endReadDate: string;
  /** In the billed unit. */
  usage: number;
  estimated: boolean;
}

/**
 * Meters read once a billing cycle (gas): one block per cycle holding its single reading,
 * from the first read day's midnight to the midnight after the last.
 */
export function* cycleBlocks(
  reads: CycleRead[],
  span: Pick<ClockSpan, 'timeZone'>,
  toValue: (usage: number) => number,
): Generator<IntervalBlockData> {
  for (const read of reads) {
    const start = clockDayInterval(read.beginReadDate, span).start;
    const end = clockDayInterval(addDays(read.endReadDate, 1), span).start;
    const reading = { start, duration: end - start, value: toValue(read.usage), estimated: read.estimated };
    yield { key: `cycle-${read.id}`, start, duration: end - start, readings: [reading] };
  }
}
