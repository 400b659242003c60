import { type Frame, type Page } from '@playwright/test';
import {
  demoCommodities,
  demoDropReasons,
  demoStatuses,
  demoUtilities,
} from '../../apps/server/src/db/seed/catalog.ts';
import { demoAgent } from '../../apps/server/src/db/seed/customers.ts';
import { pageWords } from '../../apps/server/src/gateways/sandbox/words.ts';
import { chargeNames } from '../../packages/contract/src/charge-names.ts';
import { formatMonth } from '../../packages/contract/src/date-formats.ts';
import { notificationBodies } from '../../packages/contract/src/notification-bodies.ts';
import { notificationSubjects } from '../../packages/contract/src/notification-subjects.ts';
import { usageAnnotationNames } from '../../packages/contract/src/usage-annotation-names.ts';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, signIn } from './support.ts';

/**
 * Issue 10 §5: a customer reading Spanish meets no English. The words to look for are built
 * from the English the demo data is seeded with — commodities, statuses and their customer
 * texts, charge lines, usage annotations, drop reasons, notification subjects and bodies,
 * the sandbox gateway's form, and the English month names a usage period was once named
 * with ("Aug 2026") — less every word the Spanish side also uses ("Gas", "TDU") and the
 * brand, plan and utility names and acronyms (ESIID), which are names, not English.
 */
const seededEnglish: string[] = [
  ...demoCommodities.map((c) => c.name),
  ...demoStatuses.flatMap((s) => [s.name, s.customerText]),
  ...demoDropReasons.map((r) => r.description),
  ...demoUtilities.flatMap((u) => [u.row.renewalAlertText ?? '', u.row.wizardLdcLabel ?? '']),
  ...Object.values(chargeNames).map((w) => w.en),
  ...Object.values(usageAnnotationNames).map((w) => w.en),
  ...Object.values(notificationSubjects).map((w) => w.en),
  ...Object.values(notificationBodies).map((w) => w.en),
  ...Object.values(pageWords.en).filter((v): v is string => typeof v === 'string'),
  ...Object.values(pageWords.en.errors),
];
const spanishToo: string[] = [
  ...Object.values(chargeNames).map((w) => w.es),
  ...Object.values(notificationSubjects).map((w) => w.es),
  ...Object.values(notificationBodies).map((w) => w.es),
  ...demoDropReasons.map((r) => r.descriptionEs),
];
/** Brand and plan names the screens show in every language (utility names are added below). */
const PROPER_NAMES = [
  'Brightline',
  'Energy',
  'Voltio',
  'Power',
  'Saver',
  'Green',
  'Flex',
  'Monthly',
  'Fixed',
];
/** Spanish words spelled like English ones ("Use al menos 12 caracteres": usted's "use"). */
const SPANISH_TOO = ['use'];
/** Product and standard names ("Le damos la bienvenida a My Account", "Green Button"). */
const PRODUCT_NAMES = /\b(My Account|Green Button|Home Assistant)\b/g;
/**
 * The support agent's name where the app names the agent: its user name in the top bar
 * ("Agente de soporte agent"), its display name in account activity ("Agente de soporte
 * Support Agent abrió su cuenta", once an agent journey has opened demo's account).
 */
const AGENT_NAME = new RegExp(
  `(?<=Agente de soporte )(${demoAgent.displayName}|${demoAgent.userName})\\b`,
  'g',
);

/** The words of a text; `{{param}}` placeholders are no words. */
const wordsOf = (text: string) => text.replace(/{{\s*\w+\s*}}/g, ' ').match(/\p{L}+/gu) ?? [];
const lower = (words: string[]) => new Set(words.map((w) => w.toLowerCase()));
const notEnglish = lower([
  ...spanishToo.flatMap(wordsOf),
  ...PROPER_NAMES,
  ...SPANISH_TOO,
  ...demoUtilities.flatMap((u) => wordsOf(u.row.formalName)),
]);
const months = (locale: string, month: 'long' | 'short') =>
  Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(Date.UTC(2026, i, 15)),
  );
// The app names a period with the contract's month words ("sep 2026"), Intl with its own ("sept").
const appMonths = Array.from({ length: 12 }, (_, i) =>
  formatMonth(`2026-${String(i + 1).padStart(2, '0')}-15`, 'es'),
);
const spanishMonths = lower(
  [...months('es-US', 'long'), ...months('es-US', 'short'), ...appMonths].flatMap(wordsOf),
);
const ENGLISH = new Set(
  [
    ...lower(seededEnglish.flatMap(wordsOf).filter((w) => w.length >= 3 && w !== w.toUpperCase())),
    ...lower([...months('en-US', 'long'), ...months('en-US', 'short')]),
  ].filter((w) => !notEnglish.has(w) && !spanishMonths.has(w)),
);

/** Every English word of the list that the text contains, as whole words. */
function englishIn(text: string): string[] {
  const words = wordsOf(text.replace(PRODUCT_NAMES, ' ').replace(AGENT_NAME, ' '));
  return [...new Set(words.filter((w) => ENGLISH.has(w.toLowerCase())))];
}

async function expectNoEnglish(where: Page | Frame, label: string): Promise<void> {
  const text = await where.locator('body').innerText();
  // Each line with English, so a failure says where it stands.
  const lines = text.split('\n').filter((line) => englishIn(line).length > 0);
  expect(lines, `English on ${label}`).toEqual([]);
}

/** Every signed-in screen (router.tsx), as the menu reaches them. */
const SCREENS = [
  '/',
  '/billing',
  '/payment',
  '/usage',
  '/my-data',
  '/payment-help',
  '/account-activity',
  '/service/renew',
  '/profile',
  '/notifications',
  '/notifications/all',
  '/service/paperless',
  '/service/cancel',
  '/service/credit-letter',
  '/service/transfer',
];

/** Opens a screen and waits until its data has arrived. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('#main-content h1, #main-content h2').first()).toBeVisible();
}

async function visitEveryScreen(page: Page, origin: string, who: string, width: number): Promise<void> {
  for (const screen of SCREENS) {
    await open(page, `${origin}${screen}`);
    await expectNoEnglish(page, `${screen} (${who}, ${width} px)`);
    await expectAxeClean(page, `${screen} (${who}, ${width} px)`);
  }
}

test.describe('Spanish without English (issue 10 §5)', () => {
  test.setTimeout(300_000);

  test('the list of English words is built from the seed and finds English', () => {
    for (const word of ['charge', 'electricity', 'estimated', 'moving', 'aug', 'card', 'your', 'checking'])
      expect(ENGLISH.has(word), word).toBe(true);
    for (const word of ['gas', 'tdu', 'brand', 'ago', 'voltio']) expect(ENGLISH.has(word), word).toBe(false);
    expect(englishIn('Cargo por energía: Energy Charge, ago 2026, Aug 2026')).toEqual(['Charge', 'Aug']);
    expect(englishIn('Agente de soporte agent · an agent')).toEqual(['agent']);
    expect(
      englishIn('Servicio activo · Electricidad · Gas · Cargos de entrega de la distribuidora (TDU)'),
    ).toEqual([]);
  });

  for (const width of [1280, 360]) {
    test(`demo switched to Spanish reads every screen and the payment form at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'demo', DEMO_PASSWORD);
      await page.goto('/?lng=es');
      await visitEveryScreen(page, baseURL!, 'demo', width);

      // The statement pages have a token in their address: reached from Billing, as a customer does.
      await open(page, '/billing');
      await page.getByTestId('statements-table').getByTestId('statement-why').nth(1).click();
      await expect(page).toHaveURL(/\/billing\/change\//);
      await expect(page.getByTestId('bill-change-verify')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, `/billing/change (demo, ${width} px)`);
      await expectAxeClean(page, `/billing/change (demo, ${width} px)`);
      await page.getByTestId('bill-change-verify').click();
      await expect(page).toHaveURL(/\/billing\/verify\//);
      await expect(page.getByTestId('bill-verify-verdict-title')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, `/billing/verify (demo, ${width} px)`);
      await expectAxeClean(page, `/billing/verify (demo, ${width} px)`);

      if (width === 1280) {
        // Every enrollment's plan, charges and usage: gas lines and periods come from the others.
        await open(page, '/billing');
        const options = page.getByTestId('enrollment-menu').locator('[data-testid^="enrollment-option-"]');
        await page.getByTestId('enrollment-selector').click();
        const count = await options.count();
        expect(count).toBeGreaterThan(1);
        await page.keyboard.press('Escape');
        for (let i = 1; i < count; i += 1) {
          await page.getByTestId('enrollment-selector').click();
          await options.nth(i).click();
          for (const screen of ['/', '/billing', '/usage']) {
            await open(page, screen);
            await expectNoEnglish(page, `${screen}, enrollment ${i + 1}`);
          }
        }
      }

      // The gateway's hosted form, in its frame.
      await open(page, '/payment');
      await page.getByRole('button', { name: 'Agregar método de pago' }).first().click();
      const frame = page.frameLocator('iframe[name="payment-gateway-frame"]');
      await expect(frame.locator('h1')).toBeVisible();
      const gateway = page.frames().find((f) => f.url().includes('/sandbox-gateway/'));
      expect(gateway, 'the hosted form frame').toBeDefined();
      await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
      await expectNoEnglish(gateway!, `the payment form (${width} px)`);
      await expectNoEnglish(page, `/payment with its modal (${width} px)`);
    });
  }

  test('cliente on voltio.localhost reads every screen in Spanish at 1280 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const voltio = baseURL!.replace('localhost', 'voltio.localhost');
    await page.goto(`${voltio}/login`);
    await page.locator('#username').fill('cliente');
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('topbar-username')).toContainText('cliente');
    await visitEveryScreen(page, voltio, 'cliente', 1280);
  });
});
