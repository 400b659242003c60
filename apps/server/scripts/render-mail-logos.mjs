// Renders each brand's logo (apps/web/public/brands/<brand>/logo.svg) as the PNG that mail
// carries inline (src/modules/mail/mail-logos/<brand>.png): mail clients show no SVG, and
// block data: URIs. Twice the drawn size, so it stays sharp on dense screens. Run after a
// logo changes: `node apps/server/scripts/render-mail-logos.mjs` (needs Playwright's Chromium).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const brands = fileURLToPath(new URL('../../web/public/brands/', import.meta.url));
const out = fileURLToPath(new URL('../src/modules/mail/mail-logos/', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 2 });
for (const brand of readdirSync(brands)) {
  const svg = readFileSync(`${brands}${brand}/logo.svg`, 'utf8');
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  await page.setViewportSize({ width: Number(width), height: Number(height) });
  await page.setContent(`<style>body{margin:0}</style>${svg}`);
  await page.locator('svg').screenshot({ path: `${out}${brand}.png`, omitBackground: true });
}
await browser.close();
