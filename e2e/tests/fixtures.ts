import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Console errors a journey may meet without anything being wrong, each with why. Keep this
 * list short: a message that is ours gets fixed, not listed.
 */
const ALLOWED_CONSOLE_ERRORS: { pattern: RegExp; why: string }[] = [
  {
    // Chromium logs every 4xx/5xx response as a console error, with no way to tell an expected
    // refusal (a wrong password answers 401, another customer's enrollment 404, a declined card 422)
    // from a broken call. The journeys assert those answers themselves; uncaught errors and
    // the error boundary below still catch an app that breaks on one.
    pattern: /^Failed to load resource: the server responded with a status of (4\d\d)/,
    why: 'expected HTTP refusals the journey asserts on its own',
  },
];

/** What a journey may add for itself, e.g. a 5xx it provokes on purpose from a stub. */
export interface PageErrorGuard {
  allow(pattern: RegExp): void;
}

function describe(page: Page, text: string): string {
  return `${page.url()}: ${text}`;
}

/**
 * Every journey imports `test` and `expect` from here. The auto fixture fails the journey on
 * an uncaught page error, a console error (outside the allow-list) or the app's error
 * boundary ("This page could not be loaded") still showing when the journey ends — the kind
 * of breakage a journey otherwise walks past because its own assertions happen to pass.
 */
export const test = base.extend<{ pageErrorGuard: PageErrorGuard }>({
  pageErrorGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed = ALLOWED_CONSOLE_ERRORS.map((entry) => entry.pattern);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowed.some((pattern) => pattern.test(text))) return;
        const page = message.page();
        problems.push(`console error at ${page ? describe(page, text) : text}`);
      };
      context.on('console', onConsole);
      // The Content-Security-Policy refusing something is a console error too: a refused eval or
      // inline script is code of ours (or a library's) that does not run as written, even when
      // the library catches it (zod's probe for `new Function`, which it makes on its first parse).
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content-Security-Policy refused ${event.effectiveDirective} ${event.blockedURI} ` +
              `at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          ),
        ),
      );
      // Every page of the journey, a second tab included, reports its uncaught errors.
      const watch = (page: Page) =>
        page.on('pageerror', (error) =>
          problems.push(`uncaught page error at ${describe(page, `${error.name}: ${error.message}`)}`),
        );
      context.pages().forEach(watch);
      context.on('page', watch);

      await use({ allow: (pattern) => allowed.push(pattern) });

      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        if (await page.getByTestId('route-error').isVisible()) {
          problems.push(`error boundary showing at ${page.url()}`);
        }
      }
      expect(problems, 'page errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
