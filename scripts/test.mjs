// `npm test`: every check and every test, browser journeys included, then one closing
// line "N passed, N failed". Steps run in order and the first failing one stops the run.
//   1. static checks: typecheck, lint (zero warnings), format
//   2. unit + component + API tests (Vitest) on in-memory PGlite
//   3. the API suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it)
//   4. web build + bundle-size budget, then Playwright journeys in the system Chromium
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'myaccount-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs one step; an env value of null removes that variable for the step. */
function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === null) delete merged[name];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: merged });
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const vitest = (name, args, env) => {
  const file = join(reports, `${name}.json`);
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(file);
  return ok;
};

const steps = [
  () => run('typecheck', 'npm', ['run', 'typecheck']),
  () => run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  () => run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  // TEST_DATABASE_URL removed here, or CI's first pass would run on PostgreSQL too.
  () => vitest('unit, component and API tests (PGlite)', [], { TEST_DATABASE_URL: null }),
  () =>
    !process.env.TEST_DATABASE_URL ||
    vitest('API tests (PostgreSQL)', ['--project', 'server'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  () => run('web build', 'npm', ['run', 'build', '-w', '@myaccount/web']),
  () => run('bundle budget', 'node', ['scripts/bundle-budget.mjs']),
  () => {
    const file = join(reports, 'playwright.json');
    const ok = run(
      'browser journeys (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    countPlaywright(file);
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
