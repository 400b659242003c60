// Does argon2 or PDF rendering block the event loop? The server is built in this process
// (PGlite, demo seed) and asked through inject while an event-loop delay histogram runs, so
// the delays are the ones every other request on that process would wait:
//   - idle: the histogram's floor on this (shared) machine;
//   - profile reads: an ordinary request, for comparison;
//   - sign-ins: argon2id verify (64 MiB, t=3) runs on libuv's thread pool, so it should not;
//   - statement PDFs: pdfkit draws on the main thread, so a render's length is a stall.
// Each prints the delay's p50 / p99 / max and the time per operation.
//   npm run bench:event-loop -w @myaccount/bench
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/index.ts';

const runs = Number(process.env.BENCH_RUNS ?? 12);
const parallel = Number(process.env.BENCH_PARALLEL ?? 4);

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '',
  RATE_LIMIT_FACTOR: '0',
  JWT_SECRET: randomBytes(32).toString('hex'),
});
const database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'myaccount-bench-')) });
await seedDemoIfEmpty(database.db);
const app = await buildApp({ env, database });
await app.ready();

async function inject(method: 'GET' | 'POST', url: string, headers = {}, payload?: object) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}
const signIn = () =>
  inject('POST', '/v2/auth/login-myaccount', {}, { username: 'demo', password: 'Welcome-2026!' });

const login = (await signIn()).json<{ token: string; customerHash: string }>();
const { id } = JSON.parse(Buffer.from(login.token.split('.')[1]!, 'base64url').toString()) as { id: number };
const headers = { authorization: `Bearer ${login.token}`, 'x-customer-hash': login.customerHash };
const groups = (await inject('GET', `/v2/customers/${id}/enrollments`, headers)).json<
  { enrollments: { id_enrollment: number }[] }[]
>();
const enrollmentId = groups[0]!.enrollments[0]!.id_enrollment;
const [latest] = (await inject('GET', `/v2/billing/statements/${enrollmentId}`, headers)).json<
  { custStatementTkn: string }[]
>();
const pdfUrl = `/v2/billing/statements-pdf/${enrollmentId}?custStatementTkn=${latest!.custStatementTkn}`;

const histogram = monitorEventLoopDelay({ resolution: 5 });
const ms = (ns: number) => (ns / 1e6).toFixed(0).padStart(4);

async function during(label: string, work: () => Promise<unknown>) {
  await work(); // warm-up: first renders load fonts, first sign-in fills the slots
  histogram.reset();
  histogram.enable();
  const started = performance.now();
  for (let done = 0; done < runs; done += parallel) await Promise.all(Array.from({ length: parallel }, work));
  const each = (performance.now() - started) / runs;
  histogram.disable();
  console.log(
    `${label.padEnd(16)} delay p50 ${ms(histogram.percentile(50))} ms  p99 ${ms(histogram.percentile(99))} ms  ` +
      `max ${ms(histogram.max)} ms  | ${each.toFixed(0).padStart(4)} ms per operation`,
  );
}

console.log(`event-loop delay, ${runs} operations ${parallel} at a time (PGlite, in process)`);
await during('idle', () => sleep(100));
await during('profile reads', () => inject('GET', `/v2/customers/${id}/profile`, headers));
await during('sign-ins', signIn);
await during('statement PDFs', () => inject('GET', pdfUrl, headers));
await app.close();
await database.close();
