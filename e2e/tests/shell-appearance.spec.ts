import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, offerCustomizer, signIn } from './support.ts';

test.describe('desktop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the customizer switches layouts and applies dark, semi-dark and RTL, kept after reload', async ({
    page,
  }) => {
    await offerCustomizer(page);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expect(page.getByTestId('layout-horizontal')).toBeVisible();
    await page.getByTestId('customizer-open').click();
    const panel = page.getByTestId('customizer');
    await expect(panel).toBeVisible();
    // Horizontal does not offer semi-dark.
    await expect(page.getByTestId('customizer-mode-semi-dark')).toHaveCount(0);
    await expectAxeClean(page, 'customizer');

    await page.getByTestId('customizer-layout-vertical').check();
    await expect(page.getByTestId('layout-vertical')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeInViewport();
    await page.getByTestId('customizer-mode-semi-dark').check();
    await expect(page.locator('body')).toHaveClass(/semi-dark-layout/);
    await expect(page.getByTestId('side-menu')).toHaveAttribute('data-bs-theme', 'dark');

    await page.getByTestId('customizer-mode-dark').check();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('body')).toHaveClass(/dark-layout/);
    await page.getByTestId('customizer-rtl').check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('style#bootstrap-rtl')).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId('layout-vertical')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // RTL puts the side menu on the right edge.
    const box = await page.getByTestId('side-menu').boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1200);
    await expectAxeClean(page, 'dark rtl vertical', '#main-content');

    await page.getByTestId('customizer-open').click();
    await page.getByTestId('customizer-rtl').uncheck();
    await page.getByTestId('customizer-mode-light').check();
    await page.getByTestId('customizer-layout-horizontal').check();
    await expect(page.getByTestId('layout-horizontal')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('in RTL every list starts at the right edge as far in as it starts from the left in LTR', async ({
    page,
  }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    /** Each visible list of Home: how far its first item sits from the list's starting edge. */
    const insets = async () => {
      await expect(page.getByTestId('last-bill-change')).toBeVisible();
      await expect(page.getByTestId('timeline-card')).toBeVisible();
      return page.evaluate(() => {
        const rtl = document.documentElement.dir === 'rtl';
        return Array.from(document.querySelectorAll('#root ul, #root ol')).flatMap((list) => {
          const box = list.getBoundingClientRect();
          const first = list.firstElementChild?.getBoundingClientRect();
          if (!first || box.width === 0) return [];
          const inset = rtl ? box.right - first.right : first.left - box.left;
          return [`${list.className}: ${Math.round(inset)}`];
        });
      });
    };
    const ltr = await insets();
    expect(ltr.length).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.setItem('customizer', JSON.stringify({ direction: 'rtl' })));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('style#bootstrap-rtl')).toHaveCount(1);
    expect(await insets()).toEqual(ltr);
  });

  test('the collapsed sidebar expands while hovered and shows the isologo when not', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('customizer', JSON.stringify({ layout: 'vertical', sidebarCollapsed: true })),
    );
    await signIn(page, 'demo', DEMO_PASSWORD);
    const menu = page.getByTestId('side-menu');
    await page.mouse.move(900, 400);
    await expect(menu).toHaveClass(/compact/);
    await expect(menu.getByTestId('brand-logo')).toHaveAttribute('src', /isologo\.svg/);
    await menu.hover();
    await expect(menu).not.toHaveClass(/compact/);
    await expect(menu.getByTestId('brand-logo')).toHaveAttribute('src', /\/logo\.svg/);
  });

  test('language switch to Spanish and back is immediate', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-es').click();
    await expect(page.getByTestId('hmenu-billing')).toHaveText('Facturación');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectAxeClean(page, 'spanish');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('hmenu-billing')).toHaveText('Billing');
  });
});

test.describe('mobile 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no customizer on small screens; the user menu opens as a modal', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expect(page.getByTestId('customizer-open')).toHaveCount(0);
    await page.getByTestId('user-menu').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Link another account');
    await expectAxeClean(page, 'user menu modal');
    await dialog.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
