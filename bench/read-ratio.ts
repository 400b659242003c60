// Authenticated reads under load, each side by side with a bare Fastify route that returns
// the same JSON (no auth, no database, no validation), on PGlite and (when
// BENCH_DATABASE_URL names a database it may fill) on PostgreSQL. Each database row runs on
// the database it names: the server reports which one it opened and the bench checks it.
//
// Rounds are interleaved (every route and its bare twin once per round, the order flipped
// each round) so the shared machine's noise falls on both sides alike; each figure is the
// median of BENCH_ROUNDS rounds with its spread (min–max). Then, on PostgreSQL, p99 latency
// at BENCH_P99_CONNECTIONS connections per route (median of the rounds). Beside req/s it prints
// each server's CPU time per request and their ratio (bare ÷ ours): on a loaded shared machine
// that is the steadier figure of how much work a read costs.
//   npm run bench                      (PGlite only)
//   BENCH_DATABASE_URL=postgres://… npm run bench
//   BENCH_SECONDS (5) BENCH_ROUNDS (3) BENCH_CONNECTIONS (10) BENCH_P99_CONNECTIONS (64, 0 skips)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuTime, json, signIn, startServer, type Started } from './lib/processes.ts';
import { record } from './lib/results.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const p99Connections = Number(process.env.BENCH_P99_CONNECTIONS ?? 64);

interface Load {
  rps: number;
  p99: number;
  /** The server process's CPU time per request, µs (PostgreSQL's own work not included). */
  cpu: number;
}

async function load(
  server: Started,
  url: string,
  headers: Record<string, string>,
  conns = connections,
): Promise<Load> {
  const cpuBefore = await cpuTime(server);
  const result = await autocannon({ url, headers, connections: conns, duration: seconds });
  const cpu = (await cpuTime(server)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpu: cpu / result.requests.total };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** The reads a signed-in customer's Home and menus make, by the path each is asked at. */
function readsOf(customerId: number, enrollmentId: number): Record<string, string> {
  return {
    profile: `/v2/customers/${customerId}/profile`,
    enrollments: `/v2/customers/${customerId}/enrollments`,
    notifications: `/v2/notifications/by-customer/${customerId}`,
    configuration: '/v2/configuration-parameters',
    'statement-summary': `/v2/billing/statement-summary/${enrollmentId}`,
  };
}

async function withServer<T>(started: Promise<Started>, work: (s: Started) => Promise<T>): Promise<T> {
  const server = await started;
  try {
    return await work(server);
  } finally {
    server.child.kill();
  }
}

async function measure(label: string, databaseUrl: string | undefined) {
  // undefined removes BENCH_DATABASE_URL from the child's environment: PGlite really is PGlite.
  const started = startServer('./app-server.ts', { BENCH_DATABASE_URL: databaseUrl });
  await withServer(started, async (app) => {
    const expected = databaseUrl ? 'postgres' : 'pglite';
    if (app.database !== expected) throw new Error(`${label}: the server opened ${app.database}`);
    const { customerId, enrollmentId, headers } = await signIn(app.address, 'demo');
    const reads = readsOf(customerId, enrollmentId);
    const bodies: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(reads))
      bodies[`/${name}`] = await json(fetch(`${app.address}${path}`, { headers }));

    const bare = startServer('./bare-server.ts', { BENCH_BODIES: JSON.stringify(bodies) });
    await withServer(bare, async (baseline) => {
      const ours: Record<string, Load[]> = {};
      const theirs: Record<string, Load[]> = {};
      for (let round = 0; round < rounds; round++) {
        for (const [name, path] of Object.entries(reads)) {
          const run = {
            ours: () => load(app, `${app.address}${path}`, headers),
            bare: () => load(baseline, `${baseline.address}/${name}`, {}),
          };
          const [first, second] = round % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
          const a = await run[first]();
          const b = await run[second]();
          const [o, t] = first === 'ours' ? [a, b] : [b, a];
          (ours[name] ??= []).push(o);
          (theirs[name] ??= []).push(t);
        }
      }
      console.log(`\n${label}: ${connections} connections, ${rounds} interleaved rounds of ${seconds} s`);
      console.log(
        'read               req/s (spread)        p99 ms | bare req/s (spread)      | ratio (spread)',
      );
      for (const name of Object.keys(reads)) {
        const o = ours[name]!;
        const t = theirs[name]!;
        const ratios = o.map((x, i) => x.rps / t[i]!.rps);
        console.log(
          `${name.padEnd(18)} ${median(o.map((x) => x.rps))
            .toFixed(0)
            .padStart(6)} (${spread(o.map((x) => x.rps)).padEnd(11)}) ` +
            `${String(median(o.map((x) => x.p99))).padStart(6)} | ` +
            `${median(t.map((x) => x.rps))
              .toFixed(0)
              .padStart(6)} (${spread(t.map((x) => x.rps)).padEnd(11)}) | ` +
            `${median(ratios).toFixed(3)} (${spread(ratios, 3)}) | ` +
            `${median(o.map((x) => x.cpu)).toFixed(0)} / ${median(t.map((x) => x.cpu)).toFixed(0)} ` +
            `(${(median(t.map((x) => x.cpu)) / median(o.map((x) => x.cpu))).toFixed(3)})`,
        );
        record({
          row: `reads vs bare, ${label}, ${connections} conns, ${name}`,
          values: ratios,
          unit: '×',
          min: databaseUrl ? 0.25 : 0.1,
          note:
            `${median(o.map((x) => x.rps)).toFixed(0)} vs ${median(t.map((x) => x.rps)).toFixed(0)} req/s; ` +
            `server CPU ${median(o.map((x) => x.cpu)).toFixed(0)} µs/req vs bare ${median(t.map((x) => x.cpu)).toFixed(0)}`,
        });
      }
    });

    if (databaseUrl && p99Connections > 0) {
      console.log(
        `\n${label}: p99 at ${p99Connections} connections, median of ${rounds} rounds of ${seconds} s`,
      );
      const p99s: Record<string, number[]> = {};
      const rps: Record<string, number[]> = {};
      for (let round = 0; round < rounds; round++)
        for (const [name, path] of Object.entries(reads)) {
          const r = await load(app, `${app.address}${path}`, headers, p99Connections);
          (p99s[name] ??= []).push(r.p99);
          (rps[name] ??= []).push(r.rps);
        }
      for (const name of Object.keys(reads))
        console.log(
          `${name.padEnd(18)} p99 ${String(median(p99s[name]!)).padStart(4)} ms (${spread(p99s[name]!)}) ` +
            `at ${median(rps[name]!).toFixed(0)} req/s`,
        );
      for (const name of Object.keys(reads))
        record({
          row: `p99 at ${p99Connections} conns, ${label}, ${name}`,
          values: p99s[name]!,
          unit: 'ms',
          max: 50,
          note: `at ${median(rps[name]!).toFixed(0)} req/s (Little: ${p99Connections} in flight ⇒ mean ${((p99Connections / median(rps[name]!)) * 1000).toFixed(0)} ms)`,
        });
    }
  });
}

const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load1()}`);
await measure('PGlite', undefined);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await measure('PostgreSQL', pgUrl);
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://…');
console.log(`\nload average at end: ${load1()}`);
