// Interval usage figures (issue 18), on the database the run names: PostgreSQL when
// BENCH_DATABASE_URL is set, else embedded PGlite.
//   - POST /v2/billing/usage-smt-history, a year at 15 minutes: p50 latency against a bare
//     Fastify route sending the same bytes (bare-bytes-server.ts), in interleaved rounds, the
//     ratio's median and spread over the rounds. Both uncompressed (accept-encoding: identity),
//     so the comparison is the work of the route, not of the compressor. The route keeps a
//     window's reply (the customer cache) until new reads arrive, so a customer's repeated
//     look is what the target row measures; a first look at a window, every call a window not
//     asked for before (a year within a few days), is printed beside it with no target.
//   - The /usage page in Chromium (/usr/bin/chromium, Playwright): from choosing "15-minute"
//     for a year and pressing Show to the chart and table painted, and the longest main-thread
//     task in that time; median of several selections. Needs the built web app
//     (`npm run build -w @myaccount/web`).
//   npm run bench:usage -w @myaccount/bench
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { addDays, marketToday } from '@myaccount/contract';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, signInDemo } from './lib/browser.ts';
import { signIn, startServer } from './lib/processes.ts';
import { record } from './lib/results.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const callsPerRound = Number(process.env.BENCH_RUNS ?? 20);
const selections = Number(process.env.BENCH_SELECTIONS ?? 5);
const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Days from the market's today (Chicago), as the usage page counts them: UTC's day runs ahead every evening. */
const isoDay = (offset: number) => addDays(marketToday(), offset);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

/** p50 of `calls` sequential requests, each read to its last byte. */
async function p50(request: () => Promise<Response>, calls: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return median(times);
}

// In-page scripts (strings: this package compiles without the DOM's types).
/** Keeps every long task (over 50 ms) of the page from now on in window.longTasks. */
const RECORD_LONG_TASKS = `(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * Presses Show and waits until the year is on screen: the table's row count says 3x,xxx rows
 * and the chart has a new canvas, then one frame more (the frame that drew them is painted).
 * Answers the time since the press and the longest task in between.
 */
const SHOW_AND_WAIT_FOR_PAINT = `new Promise((resolve) => {
  const chart = document.querySelector('[data-testid="interval-chart"]');
  for (const canvas of chart.querySelectorAll('canvas')) canvas.dataset.old = '1';
  const t0 = performance.now();
  document.querySelector('[data-testid="interval-show"]').click();
  const check = () => {
    const count = document.querySelector('[data-testid="interval-table-count"]')?.textContent ?? '';
    const drawn = chart.querySelector('canvas:not([data-old])');
    if (!/^3\\d,\\d{3} rows/.test(count) || !drawn) return requestAnimationFrame(check);
    requestAnimationFrame(() => setTimeout(() => {
      const end = performance.now();
      const inside = window.longTasks.filter((t) => t.start >= t0 && t.start < end).map((t) => t.duration);
      resolve({ painted: end - t0, longest: Math.max(0, ...inside) });
    }));
  };
  requestAnimationFrame(check);
})`;

const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const app = await startServer('./app-server.ts', { BENCH_WEB_DIST: webDist });
let bare: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const { headers, enrollmentId } = await signIn(app.address, 'demo');
  // A year of 15-minute reads: yesterday and the 364 days before it.
  const body = JSON.stringify({ startDate: isoDay(-365), endDate: isoDay(-1), period: '15-minute' });
  const identity = { 'accept-encoding': 'identity', 'content-type': 'application/json' };
  const route = () =>
    fetch(`${app.address}/v2/billing/usage-smt-history/${enrollmentId}`, {
      method: 'POST',
      headers: { ...headers, ...identity },
      body,
    });
  // Each call a year not asked for before: ending up to 24 days earlier, starting up to 5 days
  // later (the seed keeps 13 months of reads), so nothing of it is kept yet.
  let firstLooks = 0;
  const firstLook = () => {
    const k = firstLooks++;
    const endDate = isoDay(-1 - (k % 25));
    const window = { startDate: addDays(endDate, -364 + Math.floor(k / 25)), endDate, period: '15-minute' };
    return fetch(`${app.address}/v2/billing/usage-smt-history/${enrollmentId}`, {
      method: 'POST',
      headers: { ...headers, ...identity },
      body: JSON.stringify(window),
    });
  };
  const reply = Buffer.from(await (await route()).arrayBuffer());
  const points = (JSON.parse(reply.toString()) as { current: { wh: unknown[] } }).current.wh.length;
  const file = join(mkdtempSync(join(tmpdir(), 'myaccount-bench-')), 'usage.json');
  writeFileSync(file, reply);
  bare = await startServer('./bare-bytes-server.ts', { BENCH_BODY_FILE: file });
  const bareAddress = bare.address;
  const baseline = () => fetch(`${bareAddress}/bytes`, { method: 'POST', headers: identity, body });

  await p50(route, 5);
  await p50(baseline, 5);
  const ratios: number[] = [];
  const routeP50: number[] = [];
  const bareP50: number[] = [];
  const firstRatios: number[] = [];
  const firstP50: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Interleaved, the order alternating, so a busy moment of the machine hits both sides.
    let ours: number;
    let theirs: number;
    if (r % 2 === 0) {
      ours = await p50(route, callsPerRound);
      theirs = await p50(baseline, callsPerRound);
    } else {
      theirs = await p50(baseline, callsPerRound);
      ours = await p50(route, callsPerRound);
    }
    const first = await p50(firstLook, callsPerRound);
    routeP50.push(ours);
    bareP50.push(theirs);
    ratios.push(ours / theirs);
    firstP50.push(first);
    firstRatios.push(first / theirs);
  }
  console.log(
    `usage-smt-history (${database}), a year at 15 minutes: ${points.toLocaleString('en-US')} points, ` +
      `${(reply.byteLength / 1024).toFixed(0)} KiB (${(gzipSync(reply).byteLength / 1024).toFixed(0)} KiB gzip)`,
  );
  console.log(
    `  p50 ${median(routeP50).toFixed(1)} ms vs bare route with the same bytes ${median(bareP50).toFixed(1)} ms: ` +
      `${median(ratios).toFixed(2)}× bare (rounds ${spread(ratios)}×, ${rounds} interleaved rounds of ${callsPerRound} calls; target ≤ 2×)`,
  );
  console.log(
    `  a first look at a year (not kept yet): p50 ${median(firstP50).toFixed(1)} ms, ` +
      `${median(firstRatios).toFixed(2)}× bare (rounds ${spread(firstRatios)}×; no target)`,
  );
  record(
    {
      row: `usage-smt-history, a year at 15 min, ${database}, p50 vs bare`,
      values: ratios,
      unit: '×',
      max: 2,
      note: `p50 ${median(routeP50).toFixed(1)} ms vs bare ${median(bareP50).toFixed(1)} ms (${(reply.byteLength / 1024).toFixed(0)} KiB)`,
    },
    {
      row: `usage-smt-history, ${database}, first look at a year (not kept), p50 vs bare`,
      values: firstRatios,
      unit: '×',
      note: `p50 ${median(firstP50).toFixed(1)} ms`,
    },
  );

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInDemo(page, app.address);
    await page.getByTestId('shortcut-usage').click();
    await page.getByTestId('interval-total').waitFor();
    // Long tasks are recorded from here on; each selection reads the ones inside its own span.
    await page.evaluate(RECORD_LONG_TASKS);
    const painted: number[] = [];
    const longest: number[] = [];
    for (let s = 0; s < selections; s++) {
      // Back to a short daily window first, so every measured selection loads a year again.
      await page.getByLabel('Show by').selectOption('daily');
      await page.getByLabel('From', { exact: true }).fill(isoDay(-30));
      await page.getByTestId('interval-show').click();
      await page
        .getByTestId('interval-table-count')
        .filter({ hasText: /^30 rows/ })
        .waitFor();
      await page.waitForTimeout(300);
      await page.getByLabel('Show by').selectOption('15-minute');
      // A year from a different day each time: the server keeps a window it was asked for,
      // and this figure is a year's first look, not a second one.
      await page.getByLabel('From', { exact: true }).fill(isoDay(-365 + s));
      const figure = (await page.evaluate(SHOW_AND_WAIT_FOR_PAINT)) as { painted: number; longest: number };
      painted.push(figure.painted);
      longest.push(figure.longest);
    }
    console.log(
      `/usage in Chromium, a year at 15 minutes from Show to painted: median ${median(painted).toFixed(0)} ms ` +
        `(${painted.map((v) => v.toFixed(0)).join(', ')}), longest task median ${median(longest).toFixed(0)} ms ` +
        `(${longest.map((v) => v.toFixed(0)).join(', ')}; 0 = none over 50 ms)  (target ≤ 300 ms, no task over 50 ms)`,
    );
    record(
      { row: '/usage, a year at 15 min, Show to painted', values: painted, unit: 'ms', max: 300 },
      { row: '/usage, longest task in that time', values: longest, unit: 'ms', max: 50 },
    );
  } finally {
    await browser.close();
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
} finally {
  bare?.child.kill();
  app.child.kill();
}
