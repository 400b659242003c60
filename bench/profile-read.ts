// Authenticated GET /v2/customers/{id}/profile under load, side by side with a bare Fastify
// route that returns the same JSON, on PGlite and (when
// BENCH_DATABASE_URL names a database it may fill) on PostgreSQL. Prints req/s, p99 latency and the ratio.
//   npm run bench                      (PGlite only)
//   BENCH_DATABASE_URL=postgres://… npm run bench
import autocannon from 'autocannon';
import { startServer } from './lib/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function measure(label: string, databaseUrl: string | undefined) {
  const app = await startServer('./app-server.ts', databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {});
  try {
    const login = await fetch(`${app.address}/v2/auth/login-myaccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Welcome-2026!' }),
    }).then((r) => r.json() as Promise<{ token: string; customerHash: string }>);
    const { id } = JSON.parse(Buffer.from(login.token.split('.')[1]!, 'base64url').toString()) as {
      id: number;
    };
    const headers = { authorization: `Bearer ${login.token}`, 'x-customer-hash': login.customerHash };
    const profileUrl = `${app.address}/v2/customers/${id}/profile`;
    const body = await fetch(profileUrl, { headers }).then((r) => r.text());

    const bare = await startServer('./bare-server.ts', { BENCH_BODY: body });
    try {
      const ours = await load(profileUrl, headers);
      const baseline = await load(`${bare.address}/profile`, {});
      console.log(
        `${label.padEnd(10)} profile ${ours.rps.toFixed(0).padStart(6)} req/s p99 ${String(ours.p99).padStart(3)} ms | ` +
          `bare ${baseline.rps.toFixed(0).padStart(6)} req/s p99 ${String(baseline.p99).padStart(3)} ms | ` +
          `ratio ${(ours.rps / baseline.rps).toFixed(2)}`,
      );
    } finally {
      bare.child.kill();
    }
  } finally {
    app.child.kill();
  }
}

console.log(`autocannon: ${connections} connections, ${seconds} s per target`);
await measure('PGlite', undefined);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await measure('PostgreSQL', pgUrl);
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://…');
