import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Brand, logoVersion, marketYear, NOW_MARKERS, type PrerenderedPage } from '@myaccount/contract';
// The escaping the mail templates use: one rule for text placed in HTML.
import { escapeHtml } from '../modules/mail/index.ts';

/*
 * The sign-in page as the web build rendered it (issue 18; the contract's PrerenderedPage):
 * one markup per language and brand theme, with each brand field left as a marker,
 * `~brand.formal_name~`, since the brand is only known per host. The server fills the markers
 * and places the markup in `#root`, so the page paints from the HTML; the app then hydrates it
 * (apps/web/src/main.tsx) instead of drawing it again.
 */

const PRERENDER_FILE = join('.prerender', 'sign-in.json');
const BRAND_MARKER = /~brand\.(\w+)~/g;
/** The paths whose first screen is the sign-in page for a visitor with no session. */
export const SIGN_IN_PATH = /^\/login\/?$/;

/** The build's pages, or none (a build without the pre-render step, or an unreadable file). */
export function readPrerenderedPages(webRoot: string): PrerenderedPage[] {
  const file = join(webRoot, PRERENDER_FILE);
  if (!existsSync(file)) return [];
  try {
    const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown };
    if (!Array.isArray(pages)) return [];
    return pages.filter(
      (page): page is PrerenderedPage =>
        typeof page?.language === 'string' &&
        typeof page?.theme === 'string' &&
        typeof page?.html === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The sign-in markup for this language and brand, markers filled (HTML-escaped), or undefined
 * when the build has no page for the brand's theme or names a field the brand does not have:
 * the app then draws the page itself, as it does without a pre-render. `now` is the moment the
 * page is sent (the logo's version and the footer's year, as the app computes them when it
 * hydrates).
 */
export function signInMarkup(
  pages: PrerenderedPage[],
  language: string,
  brand: Brand,
  now = Date.now(),
): string | undefined {
  const page = pages.find((p) => p.language === language && p.theme === brand.theme);
  if (!page) return undefined;
  let complete = true;
  const html = page.html
    .replace(BRAND_MARKER, (_marker, field: string) => {
      const value = (brand as unknown as Record<string, unknown>)[field];
      if (typeof value !== 'string') complete = false;
      return typeof value === 'string' ? escapeHtml(value) : '';
    })
    .replaceAll(NOW_MARKERS.logoVersion, String(logoVersion(now)))
    .replaceAll(NOW_MARKERS.year, String(marketYear(now)));
  return complete ? html : undefined;
}

/**
 * index.html with the markup in `#root`, marked so the app hydrates it, and the brand's theme
 * class on `<body>` as the app would set it (apps/web/src/features/brand/use-brand-document.ts),
 * so the themed page is the first one painted.
 *
 * The stylesheet stays in `<head>`, holding the first paint until it has arrived, as on every
 * other page. Inlining the rules the markup uses and loading the stylesheet after the paint
 * (until 2026-11-30) painted earlier but applied the whole stylesheet to a page already laid out:
 * a relayout of 50–65 ms at full speed just as the visitor could start typing, Lighthouse's
 * Total Blocking Time 330–625 ms and its score 84–90. With the stylesheet first, the page is
 * laid out once: TBT 50–230 ms, score 93–97, LCP about 0.3 s later (README, issue 18).
 */
export function withSignInMarkup(documentHtml: string, markup: string, theme: string): string {
  const html = theme
    ? documentHtml.replace('<body>', () => `<body class="${escapeHtml(theme)}">`)
    : documentHtml;
  return html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${markup}</div>`);
}
