import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand, PrerenderedPage } from '@myaccount/contract';
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
 * critical CSS of dark mode.
 */
export function signInMarkup(
  pages: PrerenderedPage[],
  language: string,
  brand: Brand,
  dark = false,
): Pick<PrerenderedPage, 'html' | 'criticalCss'> | undefined {
  const page = pages.find((p) => p.language === language && p.theme === brand.theme);
  if (!page) return undefined;
  let complete = true;
  const html = page.html.replace(BRAND_MARKER, (_marker, field: string) => {
    const value = (brand as unknown as Record<string, unknown>)[field];
    if (typeof value !== 'string') complete = false;
    return typeof value === 'string' ? escapeHtml(value) : '';
  });
  return complete ? { html, criticalCss: dark ? page.darkCriticalCss : page.criticalCss } : undefined;
}

/**
 * The pre-rendered page's one inline script: it adds the app's scripts, kept inert in
 * `<template id="app-scripts">`, once the page has painted (after the next frame), or at once
 * in a tab that is not shown (such a tab draws no frames), and holds a submit made before they
 * run. The page is whole without them, so
 * its first paint never waits for their download, parse or run on a slow phone (issue 18);
 * they hydrate it when they arrive. Allowed by its hash (signInScriptPolicy), as the payment
 * communicator's script is.
 */
const START_APP_AFTER_PAINT =
  "(function(){var root=document.getElementById('root');" +
  // A submit before the app's entry runs (Enter, a click on "Sign in") is held: marked, and sent
  // by the app once the form is hydrated (apps/web/src/lib/prerendered-page.ts).
  "root&&root.addEventListener('submit',function(e){if(!root.hasAttribute('data-prerendered'))return;" +
  "e.preventDefault();e.target.setAttribute('aria-busy','true');e.target.setAttribute('data-held-submit','')},true);" +
  "var start=function(){var t=document.getElementById('app-scripts');if(!t)return;t.remove();" +
  'Array.prototype.forEach.call(t.content.children,function(tag){var e=document.createElement(tag.localName);' +
  'Array.prototype.forEach.call(tag.attributes,function(a){e.setAttribute(a.name,a.value)});' +
  'document.head.appendChild(e)})};' +
  "if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(start)});else start()})()";
const START_APP_HASH = `'sha256-${createHash('sha256').update(START_APP_AFTER_PAINT).digest('base64')}'`;

/** The app's module scripts in index.html: the entry and the chunks it preloads. */
const APP_SCRIPTS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/** The page's Content-Security-Policy: the app's, with its inline script allowed by hash. */
export function signInScriptPolicy(appPolicy: string): string {
  return appPolicy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${START_APP_HASH}`);
}

/**
 * index.html with the markup in `#root`, marked so the app hydrates it, and the brand's theme
 * class on `<body>` as the app would set it (apps/web/src/features/brand/use-brand-document.ts),
 * so the themed page is the first one painted. The rules the markup uses are inlined in
 * `<head>` and the stylesheet moves to the end of `<body>`: the browser paints the page without
 * waiting for it, and applies it (the same rules and more) when it arrives. The app's scripts
 * start after the first paint (START_APP_AFTER_PAINT), whose script comes before the
 * stylesheet: a script after a stylesheet would wait for it.
 */
export function withSignInMarkup(
  documentHtml: string,
  markup: Pick<PrerenderedPage, 'html' | 'criticalCss'>,
  theme: string,
): string {
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  let html = documentHtml
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
      stylesheets.push(link.trim());
      return '';
    })
    .replace(APP_SCRIPTS, (tag) => {
      scripts.push(tag.trim());
      return '';
    });
  if (theme) html = html.replace('<body>', `<body class="${escapeHtml(theme)}">`);
  const start = scripts.length
    ? `<template id="app-scripts">${scripts.join('')}</template><script>${START_APP_AFTER_PAINT}</script>`
    : '';
  return html
    .replace('</head>', () => `<style>${markup.criticalCss}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${markup.html}</div>`)
    .replace('</body>', () => `${start}${stylesheets.join('')}</body>`);
}
