import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { mailSinkPorts } from './mail-sink/ports.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3197);
const mail = mailSinkPorts(port);
// A fresh embedded database per run, so journeys always start from the demo seed.
const dataDir = mkdtempSync(join(tmpdir(), 'myaccount-e2e-'));

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // `npm test`'s lanes retry a failed journey once (E2E_RETRIES=1, scripts/test.mjs), as a CI
  // service's CI variable does; the closing line counts what passed only on its retry.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  // Longer in CI's two lanes (scripts/test.mjs), where two Chromiums and two servers share
  // the cores.
  timeout: Number(process.env.E2E_TEST_TIMEOUT_MS ?? 30_000),
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // One folder per app port, so two runs at once (CI's two lanes, two worktrees) never clear
  // each other's traces.
  outputDir: join(root, 'test-results', String(port)),
  use: {
    baseURL,
    // A journey run alone keeps its trace when it fails. `npm test`'s lanes record none
    // (E2E_TRACE=off, scripts/test.mjs): recording one for every journey, to keep the few that
    // fail, was about a third of their time (Chromium's screencast and DOM snapshots), and a
    // CI machine's traces reach nobody; a failure there names the journey to run alone.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    // Bootstrap drops its fades under reduced motion, so axe never measures contrast through a
    // modal that is still fading in (a flake seen under load).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell: the same Chromium build
      // without the desktop browser around it, as Playwright's own headless default is): the
      // same journeys took about a third less CPU than in /usr/bin/chromium (shell-menu +
      // billing-usage 122–132 s against 190–210 s, alternated) and both CI lanes 13.8 min
      // against 21.3. Keep scripts/test.mjs's check on the same default.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Without these flags Chromium stalls on this closed network (see README).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Journeys that change the shared demo data for good (`*.last.spec.ts`) run after all others,
  // in file-name order. The password reset (solo's and cliente's passwords change) sorts last
  // on purpose: every other journey signs them in with the demo password. The service
  // lifecycle journey adds a (withdrawn) transfer enrollment to cliente, so it runs here too,
  // before the service journey, which leaves cliente a scheduled drop and solo a scheduled
  // transfer (no Cancel on Home after that).
  // The re-enroll journey changes only `former` (its own demo customer), so its place is free.
  projects: [
    { name: 'chromium', testIgnore: /\.last\.spec\.ts$/, use: desktop },
    { name: 'after-all', testMatch: /\.last\.spec\.ts$/, dependencies: ['chromium'], use: desktop },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `${baseURL}/v2/brands/`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`,
        // Every journey signs in from this one address; the limits themselves are API-tested.
        RATE_LIMIT_FACTOR: '20',
      },
    },
    // A local SMTP sink the app mails to; journeys read what arrived (e2e/mail-sink).
    {
      command: 'node --import tsx e2e/mail-sink/server.ts',
      cwd: root,
      url: `http://127.0.0.1:${mail.http}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
  ],
});
