// Where the server's CPU goes under the read load: the compiled server (as `npm start` runs
// it) under `node --cpu-prof`, the five reads of read-ratio.ts from one signed-in customer at
// BENCH_CONNECTIONS (10) for BENCH_SECONDS (20), then self time summed by package (pglite,
// drizzle, fastify, jose, pg…; code compiled at run time by new Function, i.e. the reply
// serializers, is its own line) and the top functions. PGlite, or PostgreSQL with
// BENCH_DATABASE_URL (PostgreSQL's own CPU is then outside the profile).
//   npm run bench:cpu-profile -w @myaccount/bench     (the .cpuprofile is kept; path printed)
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCompiled } from './lib/compiled-server.ts';
import { signIn } from './lib/processes.ts';
import { loadAverage } from './lib/results.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3270) + 3;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Which package (or kind of code) a function belongs to, from its script URL. */
function packageOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(program)') return '(program: V8 and native work outside JS)';
  if (functionName === '(idle)') return '(idle)';
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (WebAssembly)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node built-ins (JS)';
  if (url.includes('apps/server/dist/')) return 'our server code (bundle: routes, contract, auth)';
  if (url === '')
    return functionName ? 'run-time compiled / native (serializers, regexps, builtins)' : '(unnamed native)';
  return url;
}

const dir = mkdtempSync(join(tmpdir(), 'myaccount-cpu-prof-'));
const server = await startCompiled({
  port,
  databaseUrl,
  nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});
let total = 0;
let loadWindow = { from: 0, to: 0 }; // ms since the server was spawned: the load, not the start-up
try {
  const { customerId, enrollmentId, headers } = await signIn(server.address, 'demo');
  const paths = [
    `/v2/customers/${customerId}/profile`,
    `/v2/customers/${customerId}/enrollments`,
    `/v2/notifications/by-customer/${customerId}`,
    '/v2/configuration-parameters',
    `/v2/billing/statement-summary/${enrollmentId}`,
  ];
  const loadStart = performance.now();
  const result = await autocannon({
    url: server.address,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  loadWindow = { from: loadStart - server.spawnedAt, to: performance.now() - server.spawnedAt };
  total = result.requests.total;
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(
    `${server.database}: ${total} reads in ${seconds} s at ${connections} connections (${result.requests.average.toFixed(0)} req/s), load ${loadAverage()}`,
  );
} finally {
  await server.stop();
}

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
// Only the samples taken under the load (the profile starts as Node boots, within a few ms of
// the spawn): start-up (module loading, migrations, the seed) and shutdown are left out.
const hits = new Map<number, number>();
let at = 0; // µs since the profile started
for (const [i, id] of profile.samples.entries()) {
  at += profile.timeDeltas[i]!;
  if (at / 1000 < loadWindow.from || at / 1000 > loadWindow.to) continue;
  hits.set(id, (hits.get(id) ?? 0) + 1);
}
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const count = hits.get(node.id) ?? 0;
  const pkg = packageOf(node.callFrame);
  if (!count || pkg === '(idle)') continue;
  busy += count;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  const where = node.callFrame.url.startsWith('node:') ? ` ${node.callFrame.url}` : '';
  const name = `${node.callFrame.functionName || '(anonymous)'}  [${pkg}${where}]`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
}
const percent = (n: number) => `${((n / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`\nself time by package (${busy} busy samples; idle left out):`);
for (const [pkg, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 16))
  console.log(`  ${percent(n)}  ${pkg}`);
console.log('\ntop functions by self time:');
for (const [name, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${percent(n)}  ${name}`);
console.log(`\nprofile: ${join(dir, file)} (open in Chrome DevTools › Performance)`);
