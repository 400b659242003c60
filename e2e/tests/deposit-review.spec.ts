import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { AGENT_PASSWORD, DEMO_PASSWORD, expectAxeClean } from './support.ts';

/*
 * Issue 15 deposit tracker: newbie sends a credit letter, a support agent reviews it, newbie
 * reads the outcome on Home. Approval waives newbie's deposit for good, which the shared
 * server's deposit journey (deposit.last) still has to pay, so this journey runs on a server
 * of its own with a fresh copy of the demo data (as the posting journey does).
 */
const port = Number(new URL(baseURL).port) + 1;
const url = `http://localhost:${port}`;
let server: OwnServer | undefined;

test.use({ baseURL: url });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, {});
});
test.afterAll(async () => {
  await server?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function signInAs(page: Page, lng: 'en' | 'es', user: string) {
  await page.goto(`/login?lng=${lng}`);
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText(user);
}

/** newbie sends a letter from the deposit card's link, then is back on Home. */
async function sendLetter(page: Page, fileName: string) {
  await page.getByTestId('deposit-send-letter').click();
  await page
    .locator('#letter-file')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('letter-submit').click();
  await expect(page.getByTestId('letter-uploaded')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('deposit-letter-status')).toContainText(fileName);
}

/** The support agent signs in for newbie, in a browser of their own, on the viewport given. */
async function agentFor(browser: Browser, lng: 'en' | 'es', width: number) {
  const context = await browser.newContext({ baseURL: url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/login/agent?lng=${lng}`);
  await page.locator('#agent-username').fill('agent');
  await page.locator('#agent-password').fill(AGENT_PASSWORD);
  await page.locator('#customer-username').fill('newbie');
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByTestId('agent-mode')).toBeVisible();
  await expect(page.getByTestId('deposit-review')).toBeVisible();
  return { page, close: () => context.close() };
}

test('in Spanish at 360 px, an agent rejects newbie’s letter with a reason and newbie reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'es', 'newbie');
  const card = page.getByTestId('deposit-card');
  await expect(card.getByTestId('deposit-status')).toContainText('depósito pendiente de $ 150.00');
  await expect(card).toContainText('después de 12 pagos puntuales seguidos');
  await expect(card.getByTestId('deposit-review')).toHaveCount(0);
  await sendLetter(page, 'carta-anterior.pdf');
  await expect(page.getByTestId('deposit-letter-status')).toContainText('en espera de revisión');
  await expectAxeClean(page, 'deposit letter pending (es)');

  const agent = await agentFor(browser, 'es', 360);
  await agent.page.getByTestId('deposit-reject').click();
  await agent.page.getByTestId('deposit-reject').click();
  await expect(agent.page.getByText('Indique por qué se rechaza la carta.')).toBeVisible();
  await expectAxeClean(agent.page, 'reject without a reason (es)');
  await agent.page.getByTestId('deposit-review-reason').fill('La carta tiene más de 12 meses');
  await agent.page.getByTestId('deposit-reject').click();
  await expect(agent.page.getByTestId('deposit-letter-status')).toContainText(
    'La carta tiene más de 12 meses',
  );
  await expect(agent.page.getByTestId('deposit-review')).toHaveCount(0);
  await agent.close();

  await page.reload();
  await expect(card.getByTestId('deposit-letter-status')).toContainText('no fue aceptada');
  await expect(card.getByTestId('deposit-letter-status')).toContainText('La carta tiene más de 12 meses');
  await expect(card.getByTestId('deposit-status')).toContainText('$ 150.00');
  await expect(page.getByTestId('home-pay-deposit')).toBeVisible();
  await expectAxeClean(page, 'deposit letter rejected (es)');
  await page.screenshot({ path: '/tmp/deposit-es-360.png', fullPage: true });
});

test('in English at 1280 px, an agent approves newbie’s new letter and newbie sees the deposit waived', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'en', 'newbie');
  await sendLetter(page, 'previous-provider.pdf');
  await expect(page.getByTestId('deposit-letter-status')).toContainText('waiting for review');

  const agent = await agentFor(browser, 'en', 1280);
  await expectAxeClean(agent.page, 'agent sees the pending letter');
  await agent.page.screenshot({ path: '/tmp/deposit-agent-1280.png', fullPage: true });
  await agent.page.getByTestId('deposit-approve').click();
  await expect(agent.page.getByTestId('deposit-card')).toHaveAttribute('data-status', 'waived');
  await expect(agent.page.getByTestId('home-pay-deposit')).toHaveCount(0);
  await agent.close();

  await page.reload();
  const card = page.getByTestId('deposit-card');
  await expect(card).toHaveAttribute('data-status', 'waived');
  await expect(card.getByTestId('deposit-status')).toContainText('Waived by your approved credit letter');
  await expect(card.getByTestId('deposit-status')).toContainText('$ 150.00');
  await expect(card.getByTestId('deposit-letter-status')).toContainText('previous-provider.pdf was approved');
  await expect(page.getByTestId('home-pay-deposit')).toHaveCount(0);
  await expectAxeClean(page, 'deposit waived');
  await page.screenshot({ path: '/tmp/deposit-en-1280.png', fullPage: true });

  // The settled deposit in Spanish on a phone too (issue 15: journeys in en and es, 1280 and 360).
  const phone = await browser.newContext({ baseURL: url, viewport: { width: 360, height: 800 } });
  const es = await phone.newPage();
  await signInAs(es, 'es', 'newbie');
  const tarjeta = es.getByTestId('deposit-card');
  await expect(tarjeta).toHaveAttribute('data-status', 'waived');
  await expect(tarjeta.getByTestId('deposit-status')).toContainText(
    'Exonerado por su carta de crédito aprobada',
  );
  await expect(tarjeta.getByTestId('deposit-letter-status')).toContainText(
    'previous-provider.pdf fue aprobada',
  );
  await expect(es.getByTestId('home-pay-deposit')).toHaveCount(0);
  await expectAxeClean(es, 'deposit waived (es)');
  await phone.close();
});
