import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';

test('the default host shows Brightline in the title and footer', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('My Account - Brightline Energy LLC');
  await expect(page.getByTestId('footer-copyright')).toContainText(
    // The year in Texas, the market's (the server fills it in; the browser's own may differ).
    `© ${new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date())} Brightline Energy LLC`,
  );
});

test('voltio.localhost shows the Voltio brand', async ({ page }) => {
  const voltio = baseURL.replace('localhost', 'voltio.localhost');
  await page.goto(`${voltio}/login`);
  await expect(page).toHaveTitle('My Account - Voltio Power LLC');
});

test('Spanish is one click away and survives a reload', async ({ page }) => {
  await page.goto('/login?lng=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
