import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The cents of money texts such as '$ 1,234.56', summed. */
export const cents = (texts: string[]) =>
  texts.reduce((sum, text) => sum + Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100), 0);

/**
 * Issue 15: with a plan Home leads with what is due now, the plan's remainder beside it, and
 * the two add up to the balance; all three figures match the statement summary on the page.
 */
export async function expectDueCardReconciles(page: Page, plus: string, instalments: string) {
  const amount = page.getByTestId('due-amount');
  const remainder = page.getByTestId('due-plan-remaining');
  await expect(remainder).toContainText(plus);
  await expect(remainder).toContainText(instalments);
  const dueNow = (await amount.textContent())!;
  expect(dueNow.trim()).toBe((await page.getByTestId('summary-due-now').textContent())!.trim());
  const [remaining, balance] = (await remainder.textContent())!.match(/\d[\d,]*\.\d\d/g)!;
  expect(cents([remaining!])).toBe(
    cents([(await page.getByTestId('summary-plan-remaining').textContent())!]),
  );
  expect(cents([balance!])).toBe(cents([(await page.getByTestId('summary-balance').textContent())!]));
  expect(cents([dueNow, remaining!])).toBe(cents([balance!]));
  expect(cents([remaining!])).toBeGreaterThan(0);
}
