// Where Home's first load spends the main thread (issue 18): the compiled server serving the
// built web app, Chromium signed in once, then BENCH_TRACE_RUNS (3) cold loads of Home (HTTP
// cache emptied, session kept, as in lighthouse.ts) at Lighthouse's 4× CPU slowdown, each under
// a CPU profile. Prints per load the long tasks (PerformanceObserver), when `last-bill-change`
// painted, and self time summed by script (chunk) and by function, top first.
// BENCH_TRACE_DIR keeps each load's .cpuprofile and trace events there (DevTools opens both).
// WEB_DIST_DIR serves another build (e.g. one built with `--minify false` to read names).
//   npm run bench:home-trace -w @myaccount/bench
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, signInDemo } from './lib/browser.ts';
import { startCompiled } from './lib/compiled-server.ts';
import { loadAverage } from './lib/results.ts';

const runs = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3270) + 5;
const top = Number(process.env.BENCH_TRACE_TOP ?? 25);
// 1 for the CPU-time figures (Lighthouse's own trace is taken unthrottled and scaled); 4 to read
// the profile at a phone's speed.
const cpuRate = Number(process.env.BENCH_TRACE_CPU_RATE ?? 4);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) of each node: the sampling interval after each sample goes to its node. */
function selfTimes(profile: Profile): Map<number, number> {
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + delta);
  }
  return self;
}

function summarise(profile: Profile) {
  const self = selfTimes(profile);
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const script = url ? basename(url.split('?')[0]!) : functionName || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { byScript: sorted(byScript), byFunction: sorted(byFunction) };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread in the slice: what other processes on the machine do not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/**
 * The renderer's main thread: self time by trace event name (style, layout, script, parse…)
 * inside tasks, and the long tasks (over 50 ms) each with its three largest kinds of work.
 */
function printTimeline(events: TraceEvent[]): void {
  // The page's renderer, not about:blank's (the navigation may change process): the busiest one.
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur!);
  }
  const mains = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0));
  const main = mains[0];
  if (!main) return console.log('  (no renderer main thread in the trace)');
  const slices = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let task: { start: number; dur: number; cpu: number; kinds: Map<string, number> } | undefined;
  const tasks: NonNullable<typeof task>[] = [];
  let cpu = 0;
  let blocking = 0;
  // TBT counts from the first contentful paint on.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? Infinity;
  let blockingAfterFcp = 0;
  const origin = slices[0]?.ts ?? 0;
  for (const e of slices) {
    while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    const name =
      e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall'
        ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}`
        : e.name;
    self.set(name, (self.get(name) ?? 0) + e.dur!);
    if (!parent && e.name === 'RunTask') {
      task = {
        start: (e.ts - origin) / 1000,
        dur: e.dur! / 1000,
        cpu: (e.tdur ?? 0) / 1000,
        kinds: new Map(),
      };
      if (task.dur > 50) tasks.push(task);
      cpu += task.cpu;
      blocking += Math.max(0, 4 * task.cpu - 50);
      if (e.ts >= fcp) blockingAfterFcp += Math.max(0, 4 * task.cpu - 50);
    } else if (task && stack.length === 1) {
      task.kinds.set(name, (task.kinds.get(name) ?? 0) + e.dur! / 1000);
    }
    stack.push({ end: e.ts + e.dur!, name });
  }
  self.delete('RunTask');
  const work = [...self].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]);
  console.log(
    '  main thread self time by kind (ms): ' +
      work
        .slice(0, 14)
        .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`)
        .join('; '),
  );
  // Lighthouse's simulated throttling multiplies each observed task by 4 and counts what passes
  // 50 ms; from CPU time rather than wall time, so a busy machine inflates it less.
  console.log(
    `  main thread CPU in tasks ${cpu.toFixed(0)} ms; Σ max(0, 4 × task CPU − 50 ms) = ${blocking.toFixed(0)} ms, after first contentful paint ${blockingAfterFcp.toFixed(0)} ms`,
  );
  console.log('  long tasks on the main thread (wall ms, CPU ms):');
  for (const t of tasks) {
    const kinds = [...t.kinds].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(
      `    at ${t.start.toFixed(0)} ms, ${t.dur.toFixed(0)} ms (${t.cpu.toFixed(0)}): ${kinds.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`,
    );
  }
}

console.log(`load average at start ${loadAverage()}`);
const server = await startCompiled({
  port,
  web: true,
  env: process.env.WEB_DIST_DIR ? { WEB_DIST: process.env.WEB_DIST_DIR } : {},
});
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'myaccount-trace-')), {
  executablePath: chromiumPath,
  viewport: { width: 412, height: 823 },
  args: chromiumFlags,
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signInDemo(page, server.address);
  // A string, not a function: it runs in the page, where the DOM's types live.
  await page.addInitScript(`
    window.__longTasks = [];
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__lcp.push([Math.round(e.startTime), e.element?.getAttribute('data-testid') ?? e.element?.tagName ?? '?']);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
  const cdp = await context.newCDPSession(page);
  const totals = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++) {
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(`${server.address}/`);
    await page.getByTestId('last-bill-change').waitFor();
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await traced;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    printTimeline(events);
    if (process.env.BENCH_TRACE_DIR) {
      writeFileSync(join(process.env.BENCH_TRACE_DIR, `home-${run}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(join(process.env.BENCH_TRACE_DIR, `home-${run}.trace.json`), JSON.stringify(events));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const marks = await page.evaluate(() => {
      const w = globalThis as unknown as { __longTasks: [number, number][]; __lcp: [number, string][] };
      return { longTasks: w.__longTasks, lcp: w.__lcp };
    });
    const blocking = marks.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    console.log(`\nrun ${run}: LCP ${JSON.stringify(marks.lcp)}`);
    console.log(
      `  long tasks (start ms, duration ms): ${JSON.stringify(marks.longTasks)}; sum over 50 ms ${blocking} ms`,
    );
    const { byScript, byFunction } = summarise(profile);
    console.log('  self time by script (ms):');
    for (const [name, ms] of byScript.slice(0, 15)) console.log(`    ${ms.toFixed(0).padStart(6)}  ${name}`);
    console.log('  self time by function (ms):');
    for (const [name, ms] of byFunction.slice(0, top))
      console.log(`    ${ms.toFixed(0).padStart(6)}  ${name}`);
    for (const [name, ms] of byScript) totals.set(name, [...(totals.get(name) ?? []), ms]);
  }
  console.log(`\nload average at end ${loadAverage()}`);
} finally {
  await context.close();
  await server.stop();
}
