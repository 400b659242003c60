// `npm test`: every check and every test, browser journeys included, then one closing
// line "N passed, N failed" (naming the step that failed, if one did: a step can fail before
// any test counts, e.g. a journey server that cannot start). Steps run in order and the first
// failing one stops the run.
//   1. static checks side by side: typecheck, lint (zero warnings), format
//   2. unit + component + API tests (Vitest) on in-memory PGlite
//   3. the API suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it)
//   4. build (web app + compiled server), bundle-size budget, then Playwright journeys in the
//      system Chromium's headless shell
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'myaccount-test-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Steps (and journey lanes) that exited with an error, counted tests or not. */
const failedSteps = [];

/** Runs one step; an env value of null removes that variable for the step. */
function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === null) delete merged[name];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: merged });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

/**
 * Runs independent steps at once, each's output held and printed whole when it ends, so the
 * log reads step by step. The static checks are each mostly one thread (typecheck 75 s, lint
 * 79 s, format 21 s one after another on 2026-11-30); side by side they share CI's two cores.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            console.log(`\n▶ ${title} (${seconds} s, run beside the other checks)`);
            process.stdout.write(Buffer.concat(output));
            if (code !== 0) failedSteps.push(title);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
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
  totals.flaky += stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(ok) {
  const failures = failedSteps.length ? `; failed: ${failedSteps.join('; ')}` : '';
  const flaky = totals.flaky
    ? ` (${totals.flaky} journey${totals.flaky === 1 ? '' : 's'} passed only on retry)`
    : '';
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${flaky}${failures}`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

// The journeys' browser, as e2e/playwright.config.ts launches it: checked here so that a
// machine without it stops in a second, not after the unit tests.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  console.error(
    `Chromium's headless shell not found at ${chromium}. Install it with: ` +
      'apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH, e.g. to /usr/bin/chromium).',
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

/**
 * A journey's time limit in the lanes. Two lanes share 2 cores, so a journey takes up to about
 * twice its time alone: on 2026-11-27 the passkey autofill journey took 19.5 s alone and 31.9 s
 * beside a second lane, and three journeys (passkeys, account profile, usage fall-back; 13-20 s
 * alone, the same on c77bdbb) ran past Playwright's 30 s in CI. A hung journey still fails.
 */
const laneTestTimeoutMs = 60_000;

/** Runs one Playwright invocation in the background, its lines prefixed with the lane's name. */
function playwright(lane, port, args) {
  const file = join(reports, `playwright-${lane}-${args.join('-').replace(/[^a-z0-9-]/gi, '')}.json`);
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_TEST_TIMEOUT_MS: String(laneTestTimeoutMs),
      // No trace per journey (e2e/playwright.config.ts): 4.2 → 3.0 min for the Spanish and
      // billing journeys alone, Chromium's CPU 273 → 163 s.
      E2E_TRACE: 'off',
      // .ci/run sets no CI variable, so without this a journey that loses a race with the
      // machine once fails the run: seen 2026-11-30, the interval table's wheel on a loaded
      // lane (it then passed 4 of 4 alone). A journey that fails twice still fails.
      E2E_RETRIES: '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      countPlaywright(file);
      if (code !== 0) failedSteps.push(`journeys, lane ${lane} (${args.join(' ')}), exit ${code}`);
      resolve(code === 0);
    }),
  );
}

/**
 * The `*.last` journeys (they change demo data for good, so each lane runs them after its
 * everyday half, on its own database) that lane B takes; lane A takes every other one, a new
 * one included, and the password reset, which must follow every journey that signs solo or
 * cliente in. The service lifecycle journey must precede the service journey on one database
 * (playwright.config.ts), so both are here. Measured on 2026-11-29 (CI of 49c7fb8): all nine
 * on lane A made it end six minutes after lane B; split so, each lane gets about three.
 */
const LAST_ON_LANE_B = ['service-lifecycle', 'service', 'reenroll', 'deposit', 'link-account'];

/** Playwright's file filters (regular expressions on the path) for one lane's `*.last` journeys. */
function lastJourneys(lane) {
  const names = readdirSync(join(root, 'e2e', 'tests'))
    .filter((file) => file.endsWith('.last.spec.ts'))
    .map((file) => file.slice(0, -'.last.spec.ts'.length))
    .filter((name) => LAST_ON_LANE_B.includes(name) === (lane === 'B'));
  return names.map((name) => `[/\\\\]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.last\\.spec\\.ts$`);
}

/**
 * The journeys in two lanes at once, each with its own app server, fresh demo database and
 * mail sink (ports apart): one Chromium at a time leaves the second core mostly idle, and the
 * journeys were over half of CI's time. Each lane takes half the everyday journeys, then its
 * share of the `*.last` journeys, in their order, on its own database (they need no earlier
 * journey, only none after them).
 */
async function journeys() {
  console.log('\n▶ browser journeys (Chromium), two lanes');
  const port = Number(process.env.E2E_PORT ?? 3197);
  const lane = async (name, lanePort, shard) => {
    const first = await playwright(name, lanePort, ['--project', 'chromium', '--shard', shard]);
    // No filter would mean every `*.last` journey, so a lane with none of them runs none.
    const filters = lastJourneys(name);
    const last =
      filters.length === 0 ||
      (await playwright(name, lanePort, ['--project', 'after-all', '--no-deps', ...filters]));
    return first && last;
  };
  const [a, b] = await Promise.all([lane('A', port, '1/2'), lane('B', port + 100, '2/2')]);
  return a && b;
}

const steps = [
  () =>
    runTogether([
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ]),
  // TEST_DATABASE_URL removed here, or CI's first pass would run on PostgreSQL too.
  () => vitest('unit, component and API tests (PGlite)', [], { TEST_DATABASE_URL: null }),
  () =>
    !process.env.TEST_DATABASE_URL ||
    vitest('API tests (PostgreSQL)', ['--project', 'server'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  // The web app and the compiled server, built once here: the two journey lanes start servers
  // at the same moment and must not both build.
  () => run('build (web app, server)', 'npm', ['run', 'build']),
  () => run('bundle budget', 'node', ['scripts/bundle-budget.mjs']),
  () => journeys(),
];

for (const step of steps) {
  if (!(await step())) finish(false);
}
finish(true);
