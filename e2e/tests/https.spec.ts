import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';
import { selfSignedCertificate } from '../../apps/server/src/test/self-signed.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { DEMO_PASSWORD, signIn } from './support.ts';

/*
 * Issue 18: with TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS itself, and a browser
 * gets HTTP/2, so a first screen's files and reads share one connection instead of queueing
 * for six. The pre-rendered sign-in page, Home and a statement PDF, all over HTTP/2, on a
 * server of its own with a throwaway certificate.
 */
const port = Number(new URL(baseURL).port) + 5;
const url = `https://localhost:${port}`;
let server: OwnServer | undefined;

test.use({ baseURL: url, ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, {}, { tls: selfSignedCertificate() });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The protocol of the page and of every file and read it has fetched so far. */
function protocolsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => `${(entry as PerformanceResourceTiming).nextHopProtocol} ${entry.name}`,
    ),
  );
}

test('over HTTPS the sign-in page, Home and a bill PDF come over HTTP/2', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#username')).toBeVisible();
  const signInPage = await protocolsOf(page);
  // The document, the stylesheet, the scripts, the texts and the brands at least.
  expect(signInPage.length).toBeGreaterThan(5);
  expect(signInPage.filter((line) => !line.startsWith('h2 '))).toEqual([]);

  await signIn(page, 'demo', DEMO_PASSWORD);
  await expect(page.getByTestId('last-bill-change')).toBeVisible();
  const home = await protocolsOf(page);
  expect(home.some((line) => line.includes('/v2/billing/statement-summary/'))).toBe(true);
  expect(home.filter((line) => !line.startsWith('h2 '))).toEqual([]);

  // A reload keeps the customer signed in, over HTTP/2 again.
  await page.reload();
  await expect(page.getByTestId('last-bill-change')).toBeVisible();
  expect((await protocolsOf(page)).filter((line) => !line.startsWith('h2 '))).toEqual([]);

  await page.getByTestId('shortcut-billing').click();
  const table = page.getByTestId('statements-table');
  await expect(table.locator('tbody tr')).toHaveCount(24);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByTestId('statement-download').first().click(),
  ]);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
