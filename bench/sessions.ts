// 200 concurrent sessions (issues 11 and 18): the compiled server (as `npm start` runs it,
// rate limits off) on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL at each pool
// size of BENCH_POOL_SIZES. 200 synthetic customers (load00001…) sign in at once (total time
// and p50/p99 per sign-in), then every session reads, in turn and without pause, the five reads
// of read-ratio.ts for BENCH_SECONDS; autocannon keeps one connection per session. Prints p50
// and p99 latency, req/s, errors (failed, timed out or non-2xx) and the server's CPU per request.
//   npm run bench:sessions -w @myaccount/bench
//   BENCH_DATABASE_URL=postgres://… (a role that may CREATE DATABASE: the bench makes its own)
//   BENCH_SESSIONS (200) BENCH_SECONDS (60) BENCH_POOL_SIZES (5,10,20) BENCH_SKIP_PGLITE=1
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { seedSynthetic } from '../apps/server/src/db/seed/synthetic.ts';
import { startCompiled } from './lib/compiled-server.ts';
import { json } from './lib/processes.ts';
import { loadAverage, record } from './lib/results.ts';

const sessions = Number(process.env.BENCH_SESSIONS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const poolSizes = (process.env.BENCH_POOL_SIZES ?? '5,10,20').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 3270);
const password = 'Welcome-2026!';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Session {
  headers: Record<string, string>;
  reads: string[];
}

/** Demo data plus `sessions` synthetic customers, in a database the bench owns. */
async function prepare(databaseUrl: string | undefined, dataDir: string | undefined) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedDemoIfEmpty(database.db);
    const result = await seedSynthetic(database.db, { customers: sessions, startIndex: 1 });
    return result.firstUserName.replace(/\d+$/, '');
  } finally {
    await database.close();
  }
}

async function signInAll(base: string, prefix: string) {
  const times: number[] = [];
  const started = performance.now();
  const logins = await Promise.all(
    Array.from({ length: sessions }, async (_, i) => {
      const username = `${prefix}${String(i + 1).padStart(5, '0')}`;
      const t0 = performance.now();
      const login = await json<{ token: string; customerHash: string }>(
        fetch(`${base}/v2/auth/login-myaccount`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        }),
      );
      times.push(performance.now() - t0);
      return login;
    }),
  );
  const totalMs = performance.now() - started;
  const all: Session[] = [];
  for (const login of logins) {
    const { id } = JSON.parse(Buffer.from(login.token.split('.')[1]!, 'base64url').toString()) as {
      id: number;
    };
    const headers = { authorization: `Bearer ${login.token}`, 'x-customer-hash': login.customerHash };
    const groups = await json<{ enrollments: { id_enrollment: number }[] }[]>(
      fetch(`${base}/v2/customers/${id}/enrollments`, { headers }),
    );
    const enrollmentId = groups[0]!.enrollments[0]!.id_enrollment;
    all.push({
      headers,
      // The five reads of read-ratio.ts: what a signed-in customer's Home and menus ask.
      reads: [
        `/v2/customers/${id}/profile`,
        `/v2/customers/${id}/enrollments`,
        `/v2/notifications/by-customer/${id}`,
        '/v2/configuration-parameters',
        `/v2/billing/statement-summary/${enrollmentId}`,
      ],
    });
  }
  return { totalMs, p50: percentile(times, 50), p99: percentile(times, 99), all };
}

type SignIns = Awaited<ReturnType<typeof signInAll>>;
// One key for every server of the run, so sessions signed in on the first pool size stay valid
// on the next ones (the sweep then costs one round of 200 argon2 checks, not three).
const keys = { JWT_SECRET: randomBytes(32).toString('hex'), TWO_STEP_KEY: randomBytes(32).toString('hex') };

async function run(
  label: string,
  databaseUrl: string | undefined,
  options: { poolSize?: number; prefix: string; dataDir?: string; signedIn?: SignIns },
) {
  const { poolSize, dataDir } = options;
  const server = await startCompiled({ port, databaseUrl, dataDir, poolSize, env: keys });
  try {
    const signIns = options.signedIn ?? (await signInAll(server.address, options.prefix));
    let next = 0;
    const cpuBefore = server.cpuMs();
    const result = await autocannon({
      url: server.address,
      connections: sessions,
      duration: seconds,
      timeout: 30,
      // One connection per session, each asking its own five reads in turn.
      setupClient: (client) => {
        const session = signIns.all[next++ % sessions]!;
        client.setRequests(session.reads.map((path) => ({ method: 'GET', path, headers: session.headers })));
      },
    });
    const cpuUs = ((server.cpuMs() - cpuBefore) * 1000) / result.requests.total;
    // autocannon counts a timeout in `errors` too: failed requests are errors + non-2xx.
    const errors = result.errors + result.non2xx;
    // What the errors were, so a non-zero count can be chased: status codes other than 2xx,
    // timeouts and socket errors.
    const kinds = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
      .concat(
        result.timeouts ? [`timeout×${result.timeouts}`] : [],
        result.errors > result.timeouts ? [`socket×${result.errors - result.timeouts}`] : [],
      );
    const line =
      `${label.padEnd(22)} ` +
      (options.signedIn
        ? 'sessions of the first run | '
        : `sign-in of ${sessions}: ${(signIns.totalMs / 1000).toFixed(1)} s ` +
          `(each p50 ${(signIns.p50 / 1000).toFixed(2)} s, p99 ${(signIns.p99 / 1000).toFixed(2)} s) | `) +
      `reads ${seconds} s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.average.toFixed(0)} req/s, errors ${errors}${kinds.length ? ` (${kinds.join(', ')})` : ''}, CPU ${cpuUs.toFixed(0)} µs/req | load ${loadAverage()}`;
    console.log(line);
    return {
      label,
      signIns,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      errors,
      cpuUs,
    };
  } finally {
    await server.stop();
  }
}

/** A fresh database on the server BENCH_DATABASE_URL names, dropped afterwards. */
async function withOwnDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `myaccount_bench_sessions_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

type Run = Awaited<ReturnType<typeof run>>;
const note = (r: Run) =>
  `${r.rps.toFixed(0)} req/s (Little: ${sessions} in flight ⇒ mean ≥ ${((sessions / r.rps) * 1000).toFixed(0)} ms), ` +
  `${r.cpuUs.toFixed(0)} µs server CPU/req, sign-in of ${sessions} ${(r.signIns.totalMs / 1000).toFixed(0)} s`;

console.log(`${sessions} sessions, ${seconds} s of reads each run; load average at start ${loadAverage()}`);
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const dataDir = mkdtempSync(join(tmpdir(), 'myaccount-bench-'));
  const prefix = await prepare(undefined, dataDir);
  const r = await run('PGlite', undefined, { prefix, dataDir });
  record(
    {
      row: `${sessions} sessions ${seconds} s, p99, PGlite`,
      values: [r.p99],
      unit: 'ms',
      max: 1000,
      note: note(r),
    },
    { row: `${sessions} sessions, errors, PGlite`, values: [r.errors], unit: '', max: 0 },
    { row: `${sessions} sign-ins at once, PGlite, total`, values: [r.signIns.totalMs], unit: 'ms' },
  );
}
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const runs = await withOwnDatabase(pgUrl, async (url) => {
    const prefix = await prepare(url, undefined);
    const out: Run[] = [];
    for (const size of poolSizes)
      out.push(
        await run(`PostgreSQL, pool ${size}`, url, { poolSize: size, prefix, signedIn: out[0]?.signIns }),
      );
    return out;
  });
  // The pool size to choose: the lowest p99 (ties: the smaller pool).
  const best = [...runs].sort((a, b) => a.p99 - b.p99)[0]!;
  console.log(`lowest p99 at ${best.label}`);
  record(
    {
      row: `${sessions} sessions ${seconds} s, p99, PostgreSQL (best pool)`,
      values: [best.p99],
      unit: 'ms',
      max: 250,
      note: `${best.label}; ${note(best)}; p99 by pool: ${runs.map((r) => `${r.label.split(', ')[1]} ${r.p99} ms`).join(', ')}`,
    },
    {
      // Every pool size's errors count: a median would hide one bad pool size.
      row: `${sessions} sessions, errors, PostgreSQL (all pool sizes)`,
      values: [runs.reduce((sum, r) => sum + r.errors, 0)],
      unit: '',
      max: 0,
      note: runs.map((r) => `${r.label.split(', ')[1]}: ${r.errors}`).join(', '),
    },
    {
      row: `${sessions} sign-ins at once, PostgreSQL, total`,
      values: [runs[0]!.signIns.totalMs],
      unit: 'ms',
    },
  );
} else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://…');
console.log(`load average at end ${loadAverage()}`);
