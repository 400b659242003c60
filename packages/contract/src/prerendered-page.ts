/**
 * The sign-in page as the web build pre-renders it (issue 18), the one shape both halves read:
 * apps/web/src/app/prerender.tsx renders the markup, apps/web/build-plugins/prerender-sign-in.ts
 * adds the CSS and writes the pages to `.prerender/sign-in.json` in the web build, and
 * apps/server/src/plugins/prerendered-sign-in.ts fills the brand in and serves them at /login.
 */
export interface PrerenderedPage {
  language: string;
  /** The brand's `theme` this markup was rendered for ('' or storm-theme). */
  theme: string;
  /** The page inside `#root`, each brand text field as a marker: `~brand.formal_name~`. */
  html: string;
  /** The stylesheet's rules this markup uses, inlined so the first paint needs no CSS file. */
  criticalCss: string;
  /** The same in dark mode (`data-bs-theme="dark"`, body.dark-layout). */
  darkCriticalCss: string;
}

/** What the pre-render itself produces, before the build picks the CSS. */
export type PrerenderedMarkup = Pick<PrerenderedPage, 'language' | 'theme' | 'html'>;
