// `npm run bench`: every figure of issue 18's table in one run, printed as ONE table (row,
// target, median, spread, MET / NOT MET and, when not met, what was seen beside it), with the
// load average at start and end. Each part is a sub-bench that also runs alone; they run one
// after another in their own processes and hand their figures over through BENCH_RESULTS
// (lib/results.ts).
//   npm run bench                                   (PGlite; PostgreSQL rows are skipped)
//   BENCH_DATABASE_URL=postgres://… npm run bench    (adds the PostgreSQL rows)
//   BENCH_SKIP=bundle,lighthouse,reads,sessions,usage   skip parts for a quick run
//   BENCH_BUILD=0                                   measure the current builds without rebuilding
// Each sub-bench's own settings (BENCH_SECONDS, BENCH_ROUNDS…) pass through; BENCH_SESSION_SECONDS
// sets the 200-session run's length (60).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage, median, type Figure } from './lib/results.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const bench = fileURLToPath(new URL('.', import.meta.url));
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const results = join(mkdtempSync(join(tmpdir(), 'myaccount-bench-all-')), 'figures.jsonl');
writeFileSync(results, '');
const loadAtStart = loadAverage();
const startedAt = new Date();
const notRun: { part: string; why: string }[] = [];

function run(part: string, command: string, args: string[], env: Record<string, string> = {}, okExits = [0]) {
  if (skip.has(part)) {
    notRun.push({ part, why: 'skipped (BENCH_SKIP)' });
    return '';
  }
  console.log(`\n── ${part}: ${command} ${args.join(' ')}   (load ${loadAverage()})`);
  const result = spawnSync(command, args, {
    cwd: bench,
    // The builds above are what every part measures: a part does not rebuild the server
    // from sources edited while the run goes on.
    env: { ...process.env, ...env, BENCH_RESULTS: results, BENCH_BUILD: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  if (!okExits.includes(result.status ?? -1))
    notRun.push({ part, why: `exited with ${result.status ?? result.signal}` });
  return result.stdout ?? '';
}

if (process.env.BENCH_BUILD !== '0') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

// The first load, from the build's manifest (bundle-budget.mjs exits 1 above its own tighter
// budgets; the figures are read either way).
const bundle = run('bundle', process.execPath, [join(root, 'scripts/bundle-budget.mjs')], {}, [0, 1]);
const kib = (label: string) =>
  Number(new RegExp(`^${label}: ([\\d.]+) KiB gzip`, 'm').exec(bundle)?.[1] ?? NaN);
const figures: Figure[] = [];
if (bundle) {
  figures.push(
    { row: 'sign-in page JS before interactive (gzip)', values: [kib('sign-in JS')], unit: 'KiB', max: 100 },
    { row: 'what Home adds (gzip)', values: [kib('Home adds JS')], unit: 'KiB', max: 60 },
  );
}
const tsx = ['--import', 'tsx'];
run('lighthouse', process.execPath, [...tsx, 'lighthouse.ts']);
run('reads', process.execPath, [...tsx, 'read-ratio.ts']);
run('sessions', process.execPath, [...tsx, 'sessions.ts'], {
  BENCH_SECONDS: process.env.BENCH_SESSION_SECONDS ?? '60',
});
run('usage', process.execPath, [...tsx, 'usage.ts']);

figures.push(
  ...readFileSync(results, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure),
);

const show = (v: number, unit: string) => {
  const digits = unit === '×' ? 3 : unit === '' && Math.abs(v) < 1 && v !== 0 ? 3 : unit === 'KiB' ? 1 : 0;
  return `${v.toFixed(digits)}${unit && unit !== '×' ? ` ${unit}` : unit}`;
};
const rows = figures.map((f) => {
  const m = median(f.values);
  const target =
    f.max !== undefined ? `≤ ${show(f.max, f.unit)}` : f.min !== undefined ? `≥ ${show(f.min, f.unit)}` : '—';
  const met = f.max !== undefined ? m <= f.max : f.min !== undefined ? m >= f.min : undefined;
  const spread =
    f.values.length > 1
      ? `${show(Math.min(...f.values), f.unit)} – ${show(Math.max(...f.values), f.unit)} (${f.values.length})`
      : '1 run';
  const verdict = met === undefined ? '(figure)' : met ? 'MET' : 'NOT MET';
  const reason =
    met === false
      ? `${f.max !== undefined ? 'above' : 'below'} target${f.note ? `: ${f.note}` : ''}`
      : (f.note ?? '');
  return [f.row, target, show(m, f.unit), spread, verdict, reason];
});
const header = ['row', 'target', 'median', 'spread (runs)', 'verdict', 'why / seen beside it'];
const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(
  `\n# npm run bench, ${startedAt.toISOString().slice(0, 16)} UTC, ${cpus().length} cores` +
    `${process.env.BENCH_DATABASE_URL ? ', PostgreSQL and PGlite' : ', PGlite only'}\n`,
);
console.log(line(header));
console.log(line(header.map(() => '---')));
for (const row of rows) console.log(line(row));
for (const { part, why } of notRun) console.log(line([`(${part})`, '', '', '', 'NOT RUN', why]));
const met = rows.filter((r) => r[4] === 'MET').length;
const notMet = rows.filter((r) => r[4] === 'NOT MET').length;
console.log(
  `\n${met} MET, ${notMet} NOT MET${notRun.length ? `, ${notRun.length} parts not run` : ''}. ` +
    `Load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAverage()}.`,
);
