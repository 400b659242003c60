/**
 * The sign-in page as the web build pre-renders it (issue 18), the one shape both halves read:
 * apps/web/src/app/prerender.tsx renders the markup, apps/web/build-plugins/prerender-sign-in.ts
 * writes the pages to `.prerender/sign-in.json` in the web build, and
 * apps/server/src/plugins/prerendered-sign-in.ts fills the brand in and serves them at /login.
 * The page is styled by the app's one stylesheet, which the document loads in `<head>`.
 */
export interface PrerenderedPage {
  language: string;
  /** The brand's `theme` this markup was rendered for ('' or storm-theme). */
  theme: string;
  /**
   * The page inside `#root`, each brand text field as a marker (`~brand.formal_name~`) and each
   * value of the moment it is sent as one of NOW_MARKERS.
   */
  html: string;
}

/**
 * What the page shows of the moment it is sent, left as markers by the build and filled by the
 * server per request: baked in, they went stale an hour after the build (the logo's version,
 * then loaded twice as hydration corrected it) or on New Year's Day (the footer's year).
 */
export const NOW_MARKERS = { logoVersion: '~now.logo_version~', year: '~now.year~' } as const;

const HOUR_MS = 3_600_000;

/**
 * The brand logo's `v` query: the hour since the epoch, so a replaced logo reaches everyone
 * within the hour while browsers still cache it (spec §9). The same in every time zone.
 */
export function logoVersion(now: number = Date.now()): number {
  return Math.floor(now / HOUR_MS);
}
