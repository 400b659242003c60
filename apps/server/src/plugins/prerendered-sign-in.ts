import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Brand, logoVersion, NOW_MARKERS, type PrerenderedPage } from '@myaccount/contract';
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
        typeof page?.html === 'string' &&
        typeof page?.criticalCss === 'string' &&
        typeof page?.darkCriticalCss === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The sign-in markup for this language and brand, markers filled (HTML-escaped), or undefined
 * when the build has no page for the brand's theme or names a field the brand does not have:
 * the app then draws the page itself, as it does without a pre-render. `dark` picks the
 * critical CSS of dark mode; `now` is the moment the page is sent (the logo's version and the
 * footer's year, as the app computes them when it hydrates).
 */
export function signInMarkup(
  pages: PrerenderedPage[],
  language: string,
  brand: Brand,
  dark = false,
  now = Date.now(),
): Pick<PrerenderedPage, 'html' | 'criticalCss'> | undefined {
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
    .replaceAll(NOW_MARKERS.year, String(new Date(now).getUTCFullYear()));
  return complete ? { html, criticalCss: dark ? page.darkCriticalCss : page.criticalCss } : undefined;
}

/**
 * index.html with the markup in `#root`, marked so the app hydrates it, and the brand's theme
 * class on `<body>` as the app would set it (apps/web/src/features/brand/use-brand-document.ts),
 * so the themed page is the first one painted. The rules the markup uses are inlined in
 * `<head>` and the stylesheet moves to the end of `<body>`: the browser paints the page without
 * waiting for it, and applies it (the same rules and more) when it arrives.
 */
export function withSignInMarkup(
  documentHtml: string,
  markup: Pick<PrerenderedPage, 'html' | 'criticalCss'>,
  theme: string,
): string {
  const stylesheets: string[] = [];
  let html = documentHtml.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    stylesheets.push(link.trim());
    return '';
  });
  if (theme) html = html.replace('<body>', `<body class="${escapeHtml(theme)}">`);
  return html
    .replace('</head>', () => `<style>${markup.criticalCss}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${markup.html}</div>`)
    .replace('</body>', () => `${stylesheets.join('')}</body>`);
}
