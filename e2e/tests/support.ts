import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// The demo sign-ins of DESIGN.md §5 (demo data, not secrets).
export const DEMO_PASSWORD = 'Welcome-2026!';
export const AGENT_PASSWORD = 'Support-2026!';

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText(username);
}

/**
 * Serves the brands as the server has them, but with the theme customizer offered, as a brand
 * whose `customizer_enabled` setting is on would send them (the seeded brands keep spec §2's
 * default, off; the server's own test proves the setting reaches this reply).
 */
export async function offerCustomizer(page: Page): Promise<void> {
  await page.route('**/v2/brands/', async (route) => {
    const response = await route.fetch();
    const brands = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({ response, json: brands.map((brand) => ({ ...brand, customizer_enabled: true })) });
  });
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's WCAG 2.1 A/AA violations as it is now, each naming `label`, the rule and the
 * elements at fault. Every violation counts, whatever axe's impact: one rule for all journeys.
 * `exclude` leaves out a part that belongs to another journey (a selector).
 */
export async function axeViolations(page: Page, label: string, exclude?: string): Promise<string[]> {
  // A page without frames gets one axe.run in the page, reporting only violations: the
  // builder's default opens a second page to merge per-frame results and returns every passing
  // node, which only a page with frames needs (there, the merge keeps landmarks of different
  // documents apart, and trimming the passes changes the verdict). The same verdict in a third
  // of the time (/billing: 5.9 s → 1.7 s a scan; the journeys scan about 165 times).
  const frameless = page.frames().length === 1;
  // options() replaces every option set before it, so it comes before the tags.
  const axe = new AxeBuilder({ page })
    .options(frameless ? { resultTypes: ['violations'] } : {})
    .setLegacyMode(frameless)
    .withTags(wcag);
  if (exclude) axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No WCAG 2.1 A/AA violation on the page as it is now; `label` names the state in a failure. */
export async function expectAxeClean(page: Page, label: string, exclude?: string): Promise<void> {
  expect(await axeViolations(page, label, exclude)).toEqual([]);
}

/** Opens "Link another account" from the user menu. */
export async function openLinkModal(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-link-account').click();
  const dialog = page.getByRole('dialog', { name: 'Link another account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The page does not scroll sideways once its layout has settled: after a viewport change the
 * app swaps layouts on the resize event, so a single reading right away can catch the old one.
 */
export async function expectNoPageScroll(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), {
      message: `horizontal page scroll on ${label}`,
    })
    .toBe(false);
}

/**
 * On a phone each table row is a card (ResponsiveTable): every link and button of a card lies
 * wholly inside it. A card's overflow is clipped by the table's scrolling region, so the page
 * does not widen and expectNoPageScroll cannot see it (seen: Spanish statement actions cut off
 * at the card's left edge at 360 px).
 */
export async function expectControlsInsideCards(page: Page, tableTestId: string): Promise<void> {
  await expect(
    page.getByTestId(tableTestId).locator('tbody > tr').first().locator('a, button').first(),
  ).toBeVisible();
  await expect
    .poll(
      () =>
        page.getByTestId(tableTestId).evaluate((table) => {
          const outside: string[] = [];
          for (const row of Array.from(table.querySelectorAll('tbody > tr'))) {
            const card = row.getBoundingClientRect();
            for (const control of Array.from(row.querySelectorAll('a, button'))) {
              const box = control.getBoundingClientRect();
              const inside =
                box.left >= card.left - 0.5 &&
                box.right <= card.right + 0.5 &&
                box.top >= card.top - 0.5 &&
                box.bottom <= card.bottom + 0.5;
              if (!inside) outside.push(control.textContent?.trim() ?? '');
            }
          }
          return outside;
        }),
      { message: `controls outside their card in ${tableTestId}` },
    )
    .toEqual([]);
}

/**
 * The element's text keeps its punctuation where English and Spanish put it, also in a
 * right-to-left layout: there a paragraph of RTL base direction drew "Why did it change?" as
 * "?Why did it change" and "¿Por qué cambió?" as "?Por qué cambió¿" (_direction.scss). The
 * text must end in punctuation; its last character must sit right of the letter before it, and
 * an opening "¿" or "¡" left of the letter after it (pairs on one line, wherever it wraps).
 */
export async function expectTextReadsLeftToRight(locator: Locator): Promise<void> {
  const found = await locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node as Text).data.trim()) texts.push(node as Text);
    }
    const left = (text: Text, index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const first = texts[0]!;
    const last = texts[texts.length - 1]!;
    const end = last.data.trimEnd().length - 1;
    const start = first.data.search(/\S/);
    const opens = /[¿¡]/.test(first.data[start]!);
    return {
      text: element.textContent?.trim() ?? '',
      endsInPunctuation: /[.?!:)]/.test(last.data[end]!),
      endInOrder: left(last, end - 1) < left(last, end),
      startInOrder: !opens || left(first, start) < left(first, start + 1),
    };
  });
  expect(found.endsInPunctuation, `"${found.text}" ends in punctuation`).toBe(true);
  expect(found.endInOrder && found.startInOrder, `"${found.text}" reads left to right`).toBe(true);
}
