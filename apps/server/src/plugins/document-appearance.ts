import type { FastifyRequest } from 'fastify';
import { requestCookie } from './app-document.ts';

/**
 * How the app will draw the page, as far as the server can know it (issue 18): the customizer's
 * theme and direction, which the app keeps in the `appearance` cookie beside its localStorage
 * settings (apps/web/src/features/customizer/appearance-cookie.ts). The document carries them
 * before any script runs, as the app's AppearanceProvider would set them, so a customer who
 * chose dark mode or right-to-left does not see a light, left-to-right page first.
 */
export interface Appearance {
  theme: 'light' | 'dark' | 'semi-dark';
  direction: 'ltr' | 'rtl';
}

const APPEARANCE_COOKIE = 'appearance';
const VALUE = /^(light|dark|semi-dark)\.(ltr|rtl)$/;

/** The cookie's appearance, or undefined when there is none or it is not one the app writes. */
export function documentAppearance(request: FastifyRequest): Appearance | undefined {
  const match = VALUE.exec(requestCookie(request.headers.cookie, APPEARANCE_COOKIE) ?? '');
  if (!match) return undefined;
  return { theme: match[1] as Appearance['theme'], direction: match[2] as Appearance['direction'] };
}

/** The body classes the app puts on for this theme (apps/web/.../appearance-provider.tsx). */
function themeClass(theme: Appearance['theme']): string | undefined {
  if (theme === 'dark') return 'dark-layout';
  if (theme === 'semi-dark') return 'semi-dark-layout';
  return undefined;
}

/**
 * index.html as the app will leave it: `data-bs-theme` and `dir` on `<html>`, the theme's class
 * on `<body>` beside any class already there (the brand's theme). Values come from the fixed
 * lists above, never from the cookie's text.
 */
export function withAppearance(html: string, appearance: Appearance): string {
  const colourMode = appearance.theme === 'dark' ? 'dark' : 'light';
  const withHtmlAttributes = html.replace(/<html([^>]*)>/, (_tag, attributes: string) => {
    const others = attributes.replace(/\s(data-bs-theme|dir)="[^"]*"/g, '');
    return `<html${others} data-bs-theme="${colourMode}" dir="${appearance.direction}">`;
  });
  const bodyClass = themeClass(appearance.theme);
  if (!bodyClass) return withHtmlAttributes;
  return withHtmlAttributes.replace(/<body( class="([^"]*)")?>/, (_tag, _attribute, classes?: string) =>
    classes ? `<body class="${classes} ${bodyClass}">` : `<body class="${bodyClass}">`,
  );
}
