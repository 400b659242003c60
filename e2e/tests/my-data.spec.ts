import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { AGENT_PASSWORD, DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

test.describe('My data (Green Button, issue 16)', () => {
  test('downloads the Green Button file in Spanish at 360 px; the page is axe-clean', async ({ page }) => {
    test.setTimeout(120_000); // two axe passes over the full page at 360 px
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-es').click();
    await page.goto('/my-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Button: descargar mis datos');
    // Whose data it is, before any download.
    await expect(page.getByTestId('my-data-details')).toContainText('Titular de la cuenta');
    await expect(page.getByTestId('my-data-details')).toContainText('ESIID');
    await expect(page.getByTestId('my-data-file-name')).toHaveText(
      /^Brightline_Electric_15_Minute_\d\d-\d\d-\d{4}_\d\d-\d\d-\d{4}\.xml$/,
    );
    await expectNoPageScroll(page, 'my data at 360 px');
    await expectAxeClean(page, 'my data es 360');

    // A week, so the journey stays quick; the default is the last 13 months.
    const to = await page.getByTestId('my-data-to').inputValue();
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('my-data-from').fill(from);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('my-data-green-button').click(),
    ]);
    const us = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    expect(download.suggestedFilename()).toBe(`Brightline_Electric_15_Minute_${us(from)}_${us(to)}.xml`);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml.match(/<IntervalBlock /g)).toHaveLength(7);
    await expectAxeClean(page, 'my data es 360 after download');
  });

  test('creates a personal API token in Spanish at 360 px, a tool reads with it, and revoking stops it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-es').click();
    await page.goto('/my-data');
    const form = page.getByTestId('api-token-form');
    // A name is asked for before anything is sent.
    await form.getByTestId('api-token-create').click();
    await expect(form.getByRole('alert')).toHaveText(
      'Dé un nombre al token para poder distinguirlo después.',
    );
    await form.getByLabel('Nombre').fill('Journey Home Assistant');
    await form.getByLabel('Facturas').check();
    await form.getByLabel('Válido por').selectOption('30');
    await form.getByTestId('api-token-create').click();

    const created = page.getByTestId('api-token-created');
    await expect(created).toContainText('Su token Journey Home Assistant está listo');
    const secret = await created.getByTestId('api-token-secret').inputValue();
    expect(secret).toMatch(/^mya_[A-Za-z0-9_-]{43}$/);
    const row = page.getByTestId('api-tokens-table').getByRole('row', { name: /Journey Home Assistant/ });
    await expect(row).toContainText('Consumo, Facturas');
    await expect(row).toContainText(secret.slice(0, 8));
    await expectNoPageScroll(page, 'api tokens at 360 px');
    await expectAxeClean(page, 'api tokens es 360');

    // What a tool does with it.
    const read = () => request.get('/v2/me/enrollments', { headers: { authorization: `Bearer ${secret}` } });
    expect((await read()).status()).toBe(200);

    // The secret is never shown again, after Done or after a reload.
    await created.getByRole('button', { name: 'Listo' }).click();
    await page.reload();
    await expect(page.getByTestId('api-tokens-table')).toContainText('Journey Home Assistant');
    expect(await page.locator('body').innerText()).not.toContain(secret);

    await row.getByTestId('api-token-revoke').click();
    await row.getByTestId('api-token-revoke-confirm').click();
    await expect(
      page.getByTestId('api-tokens-table').or(page.getByTestId('api-tokens-empty')),
    ).not.toContainText('Journey Home Assistant');
    expect((await read()).status()).toBe(401);
  });

  test('who has access: the customer sees a support agent’s session and ends it; the agent is signed out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.goto('/login/agent');
    await agentPage.locator('#agent-username').fill('agent');
    await agentPage.locator('#agent-password').fill(AGENT_PASSWORD);
    await agentPage.locator('#customer-username').fill('demo');
    await agentPage.getByTestId('agent-login-submit').click();
    await expect(agentPage.getByTestId('agent-mode')).toContainText('agent');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.goto('/my-data');
    const sessions = page.getByTestId('access-sessions');
    await expect(sessions.getByRole('row', { name: /This browser/ })).toHaveCount(1);
    const agentRow = sessions.getByRole('row', { name: /Support agent agent.*Active/ }).first();
    await expect(agentRow).toBeVisible();
    await expectAxeClean(page, 'who has access en 1280');

    // The statements as a spreadsheet: the same statements, amounts with a decimal point.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('my-data-csv-statements').click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^statements-\d{4}-\d\d-\d\d\.csv$/);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Statement,Mailing date,Due date,Amount,Balance,Past due,Days past due');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d\d-\d\d,\d{4}-\d\d-\d\d,-?\d+\.\d\d,/);
    await agentRow.getByTestId('access-end-session').click();
    await expect(page.getByText('The session has ended.')).toBeVisible();

    // The agent's next request is refused and the app sends them to sign in again.
    await agentPage.goto('/billing');
    await expect(agentPage).toHaveURL(/\/login/);
    await agentContext.close();
  });
});
