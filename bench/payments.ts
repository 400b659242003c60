// POST /v2/payments/pay on the real server (own process, PGlite with the demo seed, or
// PostgreSQL when BENCH_DATABASE_URL is set), through the sandbox gateway:
//   - new payments: a fresh Idempotency-Key per request (each one a gateway charge);
//   - replays: one key sent again and again (answered from the stored response);
//   - 20 identical requests at once, several rounds: gateway charges made per round.
// Prints req/s and p99 latency.
//   npm run bench:payments -w @myaccount/bench
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { json, signIn, startServer } from './lib/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);

interface Method {
  customerProfileToken: string;
  paymentProfileToken: string;
}

const server = await startServer();
try {
  const base = server.address;
  const signedIn = await signIn(base, 'solo');
  const id = signedIn.customerId;
  const enrollment = signedIn.enrollmentId;
  const headers = { ...signedIn.headers, 'content-type': 'application/json' };
  const [method] = await json<Method[]>(
    fetch(`${base}/v2/payments/payment-profile/by-customer/${id}`, { headers }),
  );
  const body = JSON.stringify({
    idEnrollment: enrollment,
    customerProfileToken: method!.customerProfileToken,
    paymentProfileToken: method!.paymentProfileToken,
    isDepositPayment: false,
    amount: 1.25,
  });
  const url = `${base}/v2/payments/pay`;
  const pendingUrl = `${base}/v2/payments/charge-transaction/by-enrollment/${enrollment}`;
  const countCharges = async () => (await json<unknown[]>(fetch(pendingUrl, { headers }))).length;

  async function load(label: string, keyFor: () => string) {
    const result = await autocannon({
      url,
      method: 'POST',
      connections,
      duration: seconds,
      headers,
      body,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': keyFor() },
          }),
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    console.log(
      `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  (${result.requests.total} requests)`,
    );
    return result.requests.total;
  }

  console.log(
    `autocannon: ${connections} connections, ${seconds} s per run; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const before = await countCharges();
  const fresh = await load('pay, new key per request', () => randomUUID());
  const afterFresh = await countCharges();
  console.log(
    `  charges recorded: ${afterFresh - before} for ${fresh} counted requests (+ up to ${connections} in flight at the end)`,
  );

  const replayKey = randomUUID();
  await load('pay, same key (replays)', () => replayKey);
  console.log(`  charges recorded: ${(await countCharges()) - afterFresh} for one key`);

  let extra = 0;
  for (let round = 0; round < rounds; round += 1) {
    const key = randomUUID();
    const start = await countCharges();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(url, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body }),
      ),
    );
    extra += (await countCharges()) - start - 1;
  }
  console.log(`20 identical requests at once × ${rounds}: ${extra} extra charges (must be 0)`);
} finally {
  server.child.kill();
}
