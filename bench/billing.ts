// Billing figures on the real server (own process, PGlite with the demo seed, or PostgreSQL
// when BENCH_DATABASE_URL is set):
//   - statement PDFs generated per second under load (autocannon) and bytes per PDF;
//   - POST /v2/billing/usage-smt-history for one year at 15-minute period (35,040 points):
//     latency over sequential calls and response size (raw and gzip, for reference).
//   npm run bench:billing -w @myaccount/bench
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { json, signIn, startServer } from './lib/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 30);

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const server = await startServer();
try {
  const base = server.address;
  const { headers, enrollmentId } = await signIn(base, 'demo');
  const [latest] = await json<{ custStatementTkn: string }[]>(
    fetch(`${base}/v2/billing/statements/${enrollmentId}`, { headers }),
  );

  // Statement PDFs: every request renders a fresh document (nothing is cached server-side).
  const pdfUrl = `${base}/v2/billing/statements-pdf/${enrollmentId}?custStatementTkn=${latest!.custStatementTkn}`;
  const pdfBytes = (await (await fetch(pdfUrl, { headers })).arrayBuffer()).byteLength;
  const pdf = await autocannon({ url: pdfUrl, headers, connections, duration: seconds });
  if (pdf.non2xx > 0 || pdf.errors > 0) throw new Error(`PDF: ${pdf.non2xx} non-2xx, ${pdf.errors} errors`);
  console.log(
    `statement PDF      ${pdf.requests.average.toFixed(1).padStart(7)} PDFs/s  p99 ${pdf.latency.p99} ms  ` +
      `${pdfBytes.toLocaleString('en-US')} bytes per PDF  (${connections} connections, ${seconds} s)`,
  );

  // A year of 15-minute reads: yesterday and the 364 days before it.
  const body = JSON.stringify({ startDate: isoDay(-365), endDate: isoDay(-1), period: '15-minute' });
  const smtUrl = `${base}/v2/billing/usage-smt-history/${enrollmentId}`;
  const post = () =>
    fetch(smtUrl, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  const first = await (await post()).text();
  const points = (JSON.parse(first) as { current: { wh: unknown[] } }).current.wh.length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await post();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`usage-smt-history answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const raw = Buffer.byteLength(first);
  console.log(
    `usage-smt-history  ${points.toLocaleString('en-US')} points  p50 ${percentile(times, 0.5).toFixed(0)} ms  ` +
      `p95 ${percentile(times, 0.95).toFixed(0)} ms  max ${times.at(-1)!.toFixed(0)} ms  ` +
      `${(raw / 1024).toFixed(0)} KiB (${(gzipSync(first).byteLength / 1024).toFixed(0)} KiB gzip)  (${runs} sequential calls)`,
  );
} finally {
  server.child.kill();
}
