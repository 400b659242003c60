// Home on a slow link (issue 18): how long a returning customer waits for the last bill's change
// (Home's largest paint) when every round trip costs BENCH_RTT_MS (150, Lighthouse's mobile RTT),
// the CPU left at full speed, so the figure is the network's share: the chain of dependent reads
// (enrollments, then the balance, then the bill's change) against the reads sent early
// (lib/first-screen-reads.ts). Builds side by side: BENCH_VARIANTS=name=/path/to/web/dist,…
// (default: the current build), each served by its own compiled server, loads interleaved,
// BENCH_ROUNDS (5) per build; prints the median and spread from navigation to the paint.
//   BENCH_VARIANTS=before=/tmp/x/apps/web/dist,after=apps/web/dist npm run bench:home-latency -w @myaccount/bench
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, signInDemo } from './lib/browser.ts';
import { startCompiled, webDist, type Compiled } from './lib/compiled-server.ts';
import { loadAverage, median } from './lib/results.ts';

const rtt = Number(process.env.BENCH_RTT_MS ?? 150);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const basePort = Number(process.env.BENCH_PORT ?? 3280);
const variants = (process.env.BENCH_VARIANTS ?? `current=${webDist}`).split(',').map((entry) => {
  const [name, dist] = entry.split('=');
  // Relative to where npm was run (npm -w runs this in bench/).
  return { name: name!, dist: resolve(process.env.INIT_CWD ?? process.cwd(), dist!) };
});

console.log(`load average at start ${loadAverage()}; round trip ${rtt} ms, CPU unthrottled`);
const servers: Compiled[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const pages = [];
  for (const [i, variant] of variants.entries()) {
    const server = await startCompiled({ port: basePort + i, web: true, env: { WEB_DIST: variant.dist } });
    servers.push(server);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signInDemo(page, server.address);
    await page.getByTestId('last-bill-change').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Latency per request, as DevTools' throttling applies it; bandwidth left open.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    pages.push({ ...variant, page, address: server.address, times: [] as number[] });
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? pages : [...pages].reverse();
    for (const entry of order) {
      const started = performance.now();
      await entry.page.goto(`${entry.address}/`);
      await entry.page.getByTestId('last-bill-change').waitFor();
      entry.times.push(performance.now() - started);
    }
  }
  for (const entry of pages) {
    const ms = entry.times.map((t) => Math.round(t));
    console.log(
      `${entry.name.padEnd(10)} navigation to the last bill's change: median ${median(ms)} ms ` +
        `(${Math.min(...ms)}–${Math.max(...ms)}, ${ms.length} loads)`,
    );
  }
  console.log(`load average at end ${loadAverage()}`);
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
