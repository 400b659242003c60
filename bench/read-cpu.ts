// CPU time per request of each of the five reads (read-ratio.ts's), on the compiled server:
// the figure of merit on a shared machine, where req/s and latency follow the neighbours'
// load. Several variants (another build of the server, another database URL) run side by
// side, interleaved read by read, so each comparison is made under the same load: each read
// runs BENCH_SECONDS (4) at BENCH_CONNECTIONS (10) per variant, BENCH_ROUNDS (5) rounds, and
// prints the median µs per request with its spread and the median of the per-round ratios to
// the first variant. With BENCH_PG_PID naming the postmaster of a cluster this bench has to
// itself, PostgreSQL's backends' CPU per request is printed too (a bigger query moves work
// there rather than saving it).
//   BENCH_DATABASE_URL=postgres://… npm run bench:read-cpu -w @myaccount/bench
//   BENCH_VARIANTS='[{"label":"tcp","databaseUrl":"postgres://…"},{"label":"unix","databaseUrl":"postgres://…?host=/run/pg"}]'
//   BENCH_VARIANTS='[{"label":"before","serverFile":"/path/to/old/server.js"},{"label":"after"}]'
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startCompiled, type Compiled } from './lib/compiled-server.ts';
import { signIn, type SignedIn } from './lib/processes.ts';
import { loadAverage } from './lib/results.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3270) + 4;
const postmaster = process.env.BENCH_PG_PID;
const only = process.env.BENCH_READS?.split(',');

interface Variant {
  label: string;
  /** Default: BENCH_DATABASE_URL (PGlite when unset). */
  databaseUrl?: string;
  serverFile?: string;
  poolSize?: number;
}
const variants: Variant[] = process.env.BENCH_VARIANTS
  ? (JSON.parse(process.env.BENCH_VARIANTS) as Variant[])
  : [{ label: 'server' }];

const TICK_MS = 10; // USER_HZ 100

/** CPU ms used so far by the postmaster's children (the backends and helpers of that cluster). */
function postgresCpuMs(): number {
  if (!postmaster) return 0;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks * TICK_MS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

function readsOf({ customerId, enrollmentId }: SignedIn): [string, string][] {
  const reads: [string, string][] = [
    ['profile', `/v2/customers/${customerId}/profile`],
    ['enrollments', `/v2/customers/${customerId}/enrollments`],
    ['notifications', `/v2/notifications/by-customer/${customerId}`],
    ['configuration', '/v2/configuration-parameters'],
    ['statement-summary', `/v2/billing/statement-summary/${enrollmentId}`],
  ];
  return reads.filter(([name]) => !only || only.includes(name));
}

const started: { variant: Variant; server: Compiled; session: SignedIn }[] = [];
try {
  for (const [i, variant] of variants.entries()) {
    const server = await startCompiled({
      port: port + i,
      databaseUrl: variant.databaseUrl ?? (process.env.BENCH_DATABASE_URL || undefined),
      serverFile: variant.serverFile,
      poolSize: variant.poolSize,
    });
    started.push({ variant, server, session: await signIn(server.address, 'demo') });
  }
  console.log(
    `${started.map((s) => `${s.variant.label} (${s.server.database})`).join(', ')}; ${connections} connections, ${rounds} rounds of ${seconds} s; load ${loadAverage()}`,
  );
  const reads = readsOf(started[0]!.session).map(([name]) => name);
  const cpu = new Map<string, number[]>(); // `${label} ${read}` → µs/req per round
  const pgCpu = new Map<string, number[]>();
  const rps = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, value: number) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (let round = 0; round < rounds; round++)
    for (const read of round % 2 ? [...reads].reverse() : reads)
      for (const { variant, server, session } of round % 2 ? [...started].reverse() : started) {
        const path = readsOf(session).find(([name]) => name === read)![1];
        const cpu0 = server.cpuMs();
        const pg0 = postgresCpuMs();
        const result = await autocannon({
          url: `${server.address}${path}`,
          headers: session.headers,
          connections,
          duration: seconds,
        });
        if (result.non2xx || result.errors)
          throw new Error(`${variant.label} ${read}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const n = result.requests.total;
        const key = `${variant.label} ${read}`;
        push(cpu, key, ((server.cpuMs() - cpu0) * 1000) / n);
        push(pgCpu, key, ((postgresCpuMs() - pg0) * 1000) / n);
        push(rps, key, result.requests.average);
      }
  console.log(
    'read               variant     server µs/req (spread)  ratio to first (spread)  PostgreSQL µs/req   req/s',
  );
  for (const read of reads)
    for (const { variant } of started) {
      const mine = cpu.get(`${variant.label} ${read}`)!;
      const first = cpu.get(`${started[0]!.variant.label} ${read}`)!;
      const ratios = mine.map((v, i) => v / first[i]!);
      console.log(
        `${read.padEnd(18)} ${variant.label.padEnd(10)} ${median(mine).toFixed(0).padStart(6)} (${range(mine).padEnd(10)})` +
          `  ${median(ratios).toFixed(2)} (${range(ratios, 2)})`.padEnd(26) +
          `  ${
            postmaster
              ? median(pgCpu.get(`${variant.label} ${read}`)!)
                  .toFixed(0)
                  .padStart(6)
              : '     —'
          }` +
          `           ${median(rps.get(`${variant.label} ${read}`)!).toFixed(0)}`,
      );
    }
  console.log(`load at end ${loadAverage()}`);
} finally {
  for (const { server } of started) await server.stop();
}
