import {
  brand,
  type Brand,
  logoVersion,
  marketYear,
  NOW_MARKERS,
  type PrerenderedPage,
} from '@myaccount/contract';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { z } from 'zod';
import { renderToStringAsync } from 'preact-render-to-string';
import { STORM_THEME } from '../features/brand';
import { initI18n } from '../features/i18n';
import { brandLoaded } from '../features/util';
import { SUPPORTED_LANGUAGES } from '../config/constants';
import { App } from './app';
import { createAppStore } from './store';

/**
 * Build-time pre-render of the sign-in page (issue 18: the page paints from its HTML, so LCP
 * does not wait for the scripts). Run by build-plugins/prerender-sign-in.ts in a jsdom window
 * at /login with no session, it renders the real App (same components, same store, same
 * router) with Preact's string renderer, once per language and brand theme.
 *
 * The brand is only known per request, so every brand field renders as a marker the server
 * fills in (apps/server/src/plugins/prerendered-sign-in.ts): `~brand.formal_name~`. The
 * marker survives HTML escaping and encodeURIComponent unchanged.
 */

/** A brand whose every text field is its marker; the other fields as the seed's default brand. */
function markerBrand(theme: string): Brand {
  const texts = Object.entries(brand.shape)
    .filter(([, field]) => field instanceof z.ZodString)
    .map(([key]) => [key, `~brand.${key}~`]);
  return brand.parse({
    ...Object.fromEntries(texts),
    id_site: 0,
    is_default: true,
    active: true,
    customizer_enabled: false,
    require_two_step: false,
    theme,
  });
}

/** Every variant of the sign-in page: each language × each brand theme. */
export async function prerenderSignIn(): Promise<PrerenderedPage[]> {
  await initI18n();
  const pages: PrerenderedPage[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await i18next.changeLanguage(language);
    for (const theme of ['', STORM_THEME]) {
      const store = createAppStore();
      store.dispatch(brandLoaded(markerBrand(theme)));
      const html = await atSentinelMoment(() =>
        renderToStringAsync(
          <StrictMode>
            <App store={store} />
          </StrictMode>,
        ),
      );
      pages.push({ language, theme, html: withNowMarkers(html) });
    }
  }
  return pages;
}

/**
 * A moment no page is ever sent at, mid-year so its year is the same in every time zone: the
 * page renders at it, and what it shows of it becomes NOW_MARKERS for the server to fill.
 */
const SENTINEL_MOMENT = Date.UTC(2999, 5, 15, 12);

/** Renders with the clock stopped at SENTINEL_MOMENT (`Date.now()` and `new Date()`). */
async function atSentinelMoment(render: () => string | Promise<string>): Promise<string> {
  const RealDate = Date;
  class SentinelDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [SENTINEL_MOMENT]) as [number]));
    }
    static override now() {
      return SENTINEL_MOMENT;
    }
  }
  globalThis.Date = SentinelDate as DateConstructor;
  try {
    return await render();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** The sentinel's logo version and year, as their markers. */
function withNowMarkers(html: string): string {
  return html
    .replaceAll(`?v=${logoVersion(SENTINEL_MOMENT)}`, `?v=${NOW_MARKERS.logoVersion}`)
    .replaceAll(String(marketYear(SENTINEL_MOMENT)), NOW_MARKERS.year);
}
