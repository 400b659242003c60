import { test } from './fixtures';

/**
 * The guard in fixtures.ts is what turns a crash into a red journey, so it is proved here:
 * each journey below breaks the page on purpose and is declared to fail. Should the guard
 * stop noticing, the journey passes and `test.fail` reports that as a failure.
 */
test('a journey fails on an uncaught error in the page', async ({ page }) => {
  test.fail(true, 'the page-error guard must fail this journey');
  await page.goto('/login');
  const error = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('page-error guard self-test');
    });
  });
  await error;
});

test('a journey fails on an uncaught error in a second tab', async ({ context, page }) => {
  test.fail(true, 'the page-error guard must watch every tab');
  await page.goto('/login');
  const second = await context.newPage();
  await second.goto('/login');
  const error = second.waitForEvent('pageerror');
  await second.evaluate(() => {
    setTimeout(() => {
      throw new Error('page-error guard self-test, second tab');
    });
  });
  await error;
});

test('a journey fails on a console error', async ({ page }) => {
  test.fail(true, 'the page-error guard must fail this journey');
  await page.goto('/login');
  await page.evaluate(() => console.error('page-error guard self-test'));
});
