// Server start, from the process's spawn to its first answer, as `npm start` runs it
// (compiled JavaScript, dist/server.js) against the TypeScript sources through tsx, in
// interleaved rounds (order flipped each round) on one already seeded PGlite directory, so
// both read the same database and neither pays for the seed. Median, min and max of BENCH_RUNS.
//   npm run bench:startup -w @myaccount/bench
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3391);
const dataDir = mkdtempSync(join(tmpdir(), 'myaccount-startup-'));

const variants = {
  compiled: ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
  tsx: ['--import', 'tsx', join(root, 'apps/server/src/server.ts')],
};
type Variant = keyof typeof variants;

/** Milliseconds from spawn to the first 200 from /v2/brands/, then a clean stop. */
async function startOnce(variant: Variant): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, variants[variant], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let elapsed = -1;
  while (elapsed < 0) {
    if (child.exitCode !== null) throw new Error(`${variant} server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/v2/brands/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) elapsed = performance.now() - t0;
    else await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const line = (name: string, v: number[]) =>
  `${name.padEnd(9)} median ${median(v).toFixed(0)} ms (min ${Math.min(...v).toFixed(0)}, max ${Math.max(...v).toFixed(0)})`;

try {
  const built = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  await startOnce('compiled'); // migrates and seeds the directory; not counted
  const times: Record<Variant, number[]> = { compiled: [], tsx: [] };
  for (let round = 0; round < runs; round++) {
    const order: Variant[] = round % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
    for (const variant of order) times[variant].push(await startOnce(variant));
  }
  console.log(`Server start to first answer, seeded PGlite, ${runs} interleaved rounds`);
  console.log(line('compiled', times.compiled));
  console.log(line('tsx', times.tsx));
  console.log(`compiled / tsx: ${(median(times.compiled) / median(times.tsx)).toFixed(2)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
