import type { BillProjection, ProjectedLine } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import {
  addDays,
  addMonths,
  daysBetween,
  findDayReads,
  loadRatingInputs,
  type RatingInputs,
  marketToday,
} from '../billing/index.ts';
import {
  type ChargeLine,
  type CycleUsage,
  cycleQuantity,
  type IntervalDay,
  rateCycle,
  RatingError,
  totalOf,
} from '../rating/index.ts';
import { findWeather, findZoneOfEnrollment } from '../weather/index.ts';
import { projectCycle, projectTotal } from './project.ts';
import { type BilledCycle, findBilledCycles } from './repository.ts';
import { sensitivityOf, weatherEffect } from './weather-effect.ts';

const lineOf = (l: ChargeLine): ProjectedLine => ({
  code: l.code,
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
  amount: l.amount,
});

const daysOf = async (db: Db, enrollmentId: number, from: string, to: string): Promise<IntervalDay[]> =>
  from > to
    ? []
    : (await findDayReads(db, enrollmentId, from, to)).map((d) => ({ date: d.readDate, wh: d.wh }));

function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The open cycle follows the last billed one and ends on the same day a month later. */
function openCycleAfter(last: BilledCycle) {
  return { start: addDays(last.periodEnd, 1), end: addMonths(last.periodEnd, 1) };
}

interface Rated {
  usage: number;
  lines: ChargeLine[];
  total: number;
}

/**
 * Bill-to-date and projected bill of an enrollment's open cycle (issue 12 §4), every amount
 * from the rating engine. Bill-to-date is what the engine bills for the days read so far as a
 * cycle: the per-cycle charges in full (they are owed whatever the usage), usage so far, and a
 * bill credit only once reached. Null when there is no bill yet to start a cycle from, or
 * nothing to project from.
 */
export async function projectBill(
  db: Db,
  enrollmentId: number,
  today = marketToday(),
): Promise<BillProjection | null> {
  const billed = await findBilledCycles(db, enrollmentId);
  const last = billed.at(-1);
  if (!last) return null;
  const cycle = openCycleAfter(last);
  const readTo = [cycle.end, addDays(today, -1)].sort()[0]!;
  const [inputs, soFar, lastYear, zone] = await Promise.all([
    loadRatingInputs(db, { enrollmentId, periodStart: cycle.start, periodEnd: cycle.end, usage: 0 }),
    daysOf(db, enrollmentId, cycle.start, readTo),
    daysOf(db, enrollmentId, addMonths(cycle.start, -12), addMonths(cycle.end, -12)),
    findZoneOfEnrollment(db, enrollmentId),
  ]);
  if (!inputs) return null;
  // Weather of every billed cycle (the sensitivity fit) and of last year's days of this one.
  const weatherFrom = [billed[0]!.periodStart, addMonths(cycle.start, -12)].sort()[0]!;
  const weather = await findWeather(db, zone, weatherFrom, readTo);
  const sensitivity = sensitivityOf(billed, weather);
  const rate = (usage: CycleUsage, end = cycle.end): Rated => {
    const lines = rateCycle({ ...inputs, usage, cycle: { start: cycle.start, end } });
    return { usage: cycleQuantity(usage), lines, total: totalOf(lines) };
  };

  try {
    const byReads = inputs.plan.commodity === 'electricity' && (soFar.length > 0 || lastYear.length > 0);
    if (byReads) {
      const p = projectCycle({
        start: cycle.start,
        end: cycle.end,
        soFar,
        lastYear,
        weatherSoFar: weatherEffect(
          soFar.map((d) => d.date),
          weather,
          sensitivity,
        ),
      });
      const intervals = (days: IntervalDay[]): CycleUsage => ({ kind: 'intervals', days });
      const lastRead = soFar.at(-1)?.date ?? null;
      const toDate = lastRead ? rate(intervals(soFar), lastRead) : null;
      const projected = {
        low: rate(intervals(p.low)),
        mid: rate(intervals(p.mid)),
        high: rate(intervals(p.high)),
      };
      return assemble(inputs, cycle, {
        basis: 'interval_reads',
        lastReadDate: lastRead,
        daysRead: p.daysRead,
        toDate,
        projected,
        daily: p.mid.map((d) => ({
          date: d.date,
          usage: Math.round(d.wh.reduce((a, b) => a + b, 0)) / 1000,
          projected: !lastRead || d.date > lastRead,
        })),
      });
    }
    const total = projectTotal({
      start: cycle.start,
      end: cycle.end,
      billed,
      weatherSoFar: weatherEffect(datesFrom(cycle.start, readTo), weather, sensitivity),
    });
    if (!total) return null;
    const usageOf = (q: number): CycleUsage => ({ kind: 'total', quantity: Math.round(q) });
    return assemble(inputs, cycle, {
      basis: 'last_year',
      lastReadDate: null,
      daysRead: 0,
      toDate: null,
      projected: {
        low: rate(usageOf(total.low)),
        mid: rate(usageOf(total.mid)),
        high: rate(usageOf(total.high)),
      },
      daily: [],
    });
  } catch (error) {
    // A time-of-use plan cannot be priced without interval reads: nothing to project.
    if (error instanceof RatingError && error.code === 'tou_needs_intervals') return null;
    throw error;
  }
}

function assemble(
  inputs: RatingInputs,
  cycle: { start: string; end: string },
  r: {
    basis: BillProjection['basis'];
    lastReadDate: string | null;
    daysRead: number;
    toDate: Rated | null;
    projected: { low: Rated; mid: Rated; high: Rated };
    daily: BillProjection['daily'];
  },
): BillProjection {
  const { low, mid, high } = r.projected;
  const bills = [low.total, mid.total, high.total];
  return {
    unit: inputs.plan.unit,
    basis: r.basis,
    cycleStart: cycle.start,
    cycleEnd: cycle.end,
    lastReadDate: r.lastReadDate,
    daysRead: r.daysRead,
    daysInCycle: daysBetween(cycle.start, cycle.end) + 1,
    usageToDate: r.toDate?.usage ?? null,
    billToDate: r.toDate?.total ?? null,
    billToDateLines: r.toDate?.lines.map(lineOf) ?? [],
    projectedUsage: { low: low.usage, mid: mid.usage, high: high.usage },
    // A bill credit can make less usage the dearer bill: the range is the bills' own extremes.
    projectedBill: { low: Math.min(...bills), mid: mid.total, high: Math.max(...bills) },
    projectedLines: mid.lines.map(lineOf),
    billCredit: creditOutlook(inputs, mid.usage, r.toDate?.usage ?? 0),
    daily: r.daily,
  };
}

/** The plan's first bill credit the likely usage does not already pass, and the distance to it. */
function creditOutlook(inputs: RatingInputs, likelyUsage: number, usageToDate: number) {
  const credits = inputs.plan.billCredits
    .filter((c) => c.minUsage > 0)
    .sort((a, b) => a.minUsage - b.minUsage);
  const credit = credits.find((c) => likelyUsage < c.minUsage) ?? credits.at(-1);
  if (!credit) return null;
  const within = (u: number) => u >= credit.minUsage && (credit.maxUsage === null || u <= credit.maxUsage);
  return {
    amount: credit.amount,
    minUsage: credit.minUsage,
    shortBy: Math.max(0, Math.ceil(credit.minUsage - likelyUsage)),
    likely: within(likelyUsage),
    reached: within(usageToDate),
  };
}
