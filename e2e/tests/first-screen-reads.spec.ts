import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support.ts';

/**
 * Issue 18: a returning customer's Home asks for what it read last time as the app starts
 * (lib/first-screen-reads.ts), so its chain of reads (enrollments, then the balance, then the
 * last bill's change) no longer waits link by link; each read still goes out once, and the
 * page shows what it showed before.
 */
const CHAIN = [/\/enrollments$/, /\/statement-summary\/\d+$/, /\/statement-change\/\d+\?/];

/** The order in which the reads of the chain were sent and answered. */
function watchChain(page: Page) {
  const events: string[] = [];
  const name = (url: string) => CHAIN.findIndex((pattern) => pattern.test(url));
  page.on('request', (request) => {
    const link = name(request.url());
    if (link >= 0) events.push(`sent ${link}`);
  });
  page.on('requestfinished', (request) => {
    const link = name(request.url());
    if (link >= 0) events.push(`answered ${link}`);
  });
  return events;
}

async function homeFigures(page: Page) {
  await expect(page.getByTestId('last-bill-change')).toBeVisible();
  await expect(page.getByTestId('due-amount')).toBeVisible();
  return {
    due: await page.getByTestId('due-amount').innerText(),
    change: await page.getByTestId('last-bill-change').innerText(),
  };
}

test('a returning customer’s Home sends its chain of reads at once, each once, and shows the same', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo', DEMO_PASSWORD);
  const before = await homeFigures(page);

  const events = watchChain(page);
  const document = await page.reload();
  expect(await homeFigures(page)).toEqual(before);
  // The document itself preloads Home's chunk (the browser holds a session), not the sign-in page's.
  const preloads = (await document!.text()).match(/rel="modulepreload"[^>]*href="[^"]+"/g) ?? [];
  expect(preloads.some((link) => /\/home-page-[\w-]+\.js"/.test(link))).toBe(true);
  expect(preloads.some((link) => /\/login-page-[\w-]+\.js"/.test(link))).toBe(false);
  // Each link of the chain was sent once, and all three before the first had answered.
  expect(events.filter((event) => event.startsWith('sent')).sort()).toEqual(['sent 0', 'sent 1', 'sent 2']);
  expect(events.indexOf('sent 2')).toBeLessThan(events.indexOf('answered 0'));

  // A second tab is a returning page load too.
  const second = await context.newPage();
  const secondEvents = watchChain(second);
  await second.goto('/');
  expect(await homeFigures(second)).toEqual(before);
  expect(secondEvents.filter((event) => event.startsWith('sent'))).toHaveLength(3);
  await second.close();

  // What the session remembered leaves with it.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('firstScreenReads'))).toBeNull();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('signed_in');
  const signInDocument = await page.reload();
  expect(await signInDocument!.text()).toMatch(
    /rel="modulepreload"[^>]*href="\/assets\/login-page-[\w-]+\.js"/,
  );
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

/**
 * Records, in the page, every number or date formatter the page builds, with where it was
 * built. A string, not a function: it runs in the page before any of the app's scripts.
 */
const RECORD_FORMATTERS = `(() => {
  const built = (window.__formattersBuilt = []);
  const note = (what) => built.push(what + ' ' + (new Error().stack || '').split('\\n').slice(3, 6).join(' '));
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    const Original = Intl[name];
    const Recorded = function (...args) { note('Intl.' + name); return new Original(...args); };
    Recorded.prototype = Original.prototype;
    Recorded.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = Recorded;
  }
  for (const [proto, names] of [[Number.prototype, ['toLocaleString']], [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']]]) {
    for (const name of names) {
      const original = proto[name];
      proto[name] = function (...args) { note(name); return original.apply(this, args); };
    }
  }
})()`;

/**
 * Issue 18: a page's first number or date formatter starts ICU's data, 30–60 ms of main thread
 * at full speed (four times that on a phone), so Home's first screen formats its money, rates,
 * dates and month names without Intl (the contract's formatNumber, marketToday, the month
 * tables). Any formatter built while Home first draws, in either language, fails this.
 */
test('Home’s first screen builds no Intl number or date formatter, in English or Spanish', async ({
  page,
}) => {
  await signIn(page, 'demo', DEMO_PASSWORD);
  await page.addInitScript(RECORD_FORMATTERS);
  for (const language of ['en', 'es']) {
    if (language === 'es') {
      await page.getByTestId('language-switcher').click();
      await page.getByTestId('language-es').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    }
    await page.reload();
    await expect(page.getByTestId('last-bill-change')).toBeVisible();
    await expect(page.getByTestId('due-amount')).toHaveText(/\$\s?\d/);
    await expect(page.getByTestId('projected-bill')).toHaveText(/\$\s?\d/);
    await expect(page.getByTestId('plan-contract-end')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.evaluate('window.__formattersBuilt'), language).toEqual([]);
  }
});
