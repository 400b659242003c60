// A real customer's sign-in time, quiet and while 16 clients spray random user names at the
// sign-in door as fast as they are answered (issue 11: the target is below 2× quiet). The
// server runs in its own process (PGlite with the demo seed, or PostgreSQL when
// BENCH_DATABASE_URL is set) with rate limits off, so what is measured is the cost bound of a
// guess, not the per-address limit that would refuse one client anyway.
//   npm run bench:spray -w @myaccount/bench
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/processes.ts';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const sprayers = Number(process.env.BENCH_SPRAYERS ?? 16);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const server = await startServer();
try {
  const door = `${server.address}/v2/auth/login-myaccount`;
  const signIn = (username: string, password: string) =>
    fetch(door, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  /** One real sign-in, timed; fails the bench if it does not succeed. */
  async function customerSignIn(): Promise<number> {
    const started = performance.now();
    const res = await signIn('solo', 'Welcome-2026!');
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`solo's sign-in answered ${res.status}: ${await res.text()}`);
    return ms;
  }

  async function customerTimes(): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await customerSignIn());
    return times;
  }

  await customerSignIn(); // warm-up: JIT, prepared statements, the first argon2 allocation
  const quiet = await customerTimes();

  let spraying = true;
  let guesses = 0;
  const statuses = new Map<number, number>();
  const sprayer = async () => {
    while (spraying) {
      const res = await signIn(`nobody-${randomBytes(6).toString('hex')}`, randomBytes(9).toString('base64'));
      await res.arrayBuffer();
      guesses++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const spray = Array.from({ length: sprayers }, sprayer);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // let the spray reach full speed
  const sprayStarted = performance.now();
  const guessesBefore = guesses;
  const loaded = await customerTimes();
  const sprayMs = performance.now() - sprayStarted;
  const guessesDuring = guesses - guessesBefore;
  spraying = false;
  await Promise.all(spray);

  const quietMedian = median(quiet);
  const loadedMedian = median(loaded);
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(`database                ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`quiet sign-in           median ${ms(quietMedian)}  (runs: ${quiet.map(ms).join(', ')})`);
  console.log(
    `under a ${sprayers}-client spray  median ${ms(loadedMedian)}  (runs: ${loaded.map(ms).join(', ')})`,
  );
  console.log(`ratio                   ${(loadedMedian / quietMedian).toFixed(2)}× (target < 2×)`);
  console.log(
    `spray                   ${((guessesDuring / sprayMs) * 1000).toFixed(0)} guesses/s answered, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
} finally {
  server.child.kill();
}
