// Bill projection figures (issue 12 §4):
//   - GET /v2/billing/bill-projection/{id} for demo's home on the real server (own process,
//     PGlite with the demo seed, or PostgreSQL when BENCH_DATABASE_URL is set): latency over
//     sequential calls, median of BENCH_RUNS;
//   - the rating engine in this process rating a year of 15-minute reads (35,040 per meter):
//     as one 365-day cycle and as 12 monthly cycles, flat and time-of-use, median of BENCH_RUNS.
//   npm run bench:projection -w @myaccount/bench
import { utilityByKey } from '../apps/server/src/db/seed/catalog.ts';
import { addDays } from '../apps/server/src/db/seed/dates.ts';
import { demoTariff, demoTaxes } from '../apps/server/src/db/seed/rating-data.ts';
import { electricDays } from '../apps/server/src/db/seed/usage-model.ts';
import { type PlanPricing, rateCycle, totalOf } from '../apps/server/src/modules/rating/index.ts';
import { json, signIn, startServer } from './lib/processes.ts';

const runs = Number(process.env.BENCH_RUNS ?? 15);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const usd = (n: number | null) => (n === null ? '-' : `$${n.toFixed(2)}`);
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

/** Runs `work` `runs` times after one warm-up and returns the median wall time in ms. */
async function timed(work: () => unknown | Promise<unknown>): Promise<{ median: number; max: number }> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return { median: median(times), max: Math.max(...times) };
}

interface Projection {
  projection: {
    cycleStart: string;
    cycleEnd: string;
    daysRead: number;
    billToDate: number | null;
    projectedBill: { low: number; mid: number; high: number };
  } | null;
}

// 1. The projection as the customer's browser asks for it.
const server = await startServer();
try {
  const base = server.address;
  const { headers, enrollmentId } = await signIn(base, 'demo');
  const url = `${base}/v2/billing/bill-projection/${enrollmentId}`;
  const first = await json<Projection>(fetch(url, { headers }));
  const p = first.projection!;
  const latency = await timed(() => json<Projection>(fetch(url, { headers })));
  console.log(
    `bill projection    demo ${p.cycleStart}…${p.cycleEnd}, ${p.daysRead} days read: to date ${usd(p.billToDate)}, ` +
      `projected ${usd(p.projectedBill.mid)} (${usd(p.projectedBill.low)}–${usd(p.projectedBill.high)})`,
  );
  console.log(
    `                   median ${ms(latency.median)}  max ${ms(latency.max)}  (${runs} sequential calls, ` +
      `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
} finally {
  server.child.kill();
}

// 2. The engine alone: a year of one demo home's quarter-hour reads.
const today = new Date().toISOString().slice(0, 10);
const start = addDays(today, -365);
const days = electricDays(7, start, today, 1.05, 'north_central').map((d) => ({ date: d.date, wh: d.wh }));
const utility = utilityByKey('oncor');
const tariff = demoTariff(utility, today);
const taxes = demoTaxes.electricity;
const flat: PlanPricing = {
  commodity: 'electricity',
  unit: 'kWh',
  energy: { kind: 'flat', rate: 0.135 },
  baseCharge: 4.95,
  billCredits: [{ amount: 30, minUsage: 1000, maxUsage: null }],
};
const tou: PlanPricing = {
  ...flat,
  energy: {
    kind: 'tou',
    periods: [
      { code: 'peak', fromHour: 14, toHour: 20, weekdaysOnly: true, rate: 0.21 },
      { code: 'night', fromHour: 0, toHour: 6, weekdaysOnly: false, rate: 0.07 },
    ],
    otherRate: 0.12,
  },
};
const year = { start: days[0]!.date, end: days.at(-1)!.date };
const months = Array.from({ length: 12 }, (_, i) => ({
  start: days[Math.floor((i * days.length) / 12)]!.date,
  end: days[Math.floor(((i + 1) * days.length) / 12) - 1]!.date,
}));
const slots = days.length * 96;

for (const [name, plan] of [
  ['flat + credit', flat],
  ['time of use', tou],
] as const) {
  const whole = await timed(() =>
    rateCycle({ usage: { kind: 'intervals', days }, plan, tariff, taxes, cycle: year }),
  );
  const monthly = await timed(() =>
    months.map((cycle) =>
      rateCycle({
        usage: { kind: 'intervals', days: days.filter((d) => d.date >= cycle.start && d.date <= cycle.end) },
        plan,
        tariff,
        taxes,
        cycle,
      }),
    ),
  );
  const lines = rateCycle({ usage: { kind: 'intervals', days }, plan, tariff, taxes, cycle: year });
  console.log(
    `rating engine      ${name.padEnd(13)} ${slots.toLocaleString('en-US')} reads: one cycle ${ms(whole.median)}, ` +
      `12 monthly cycles ${ms(monthly.median)} (median of ${runs}; ${lines.length} lines, ${usd(totalOf(lines))})`,
  );
}
