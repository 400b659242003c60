// First: it configures zod before any chunk that holds zod can start (see the module).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/router';
import { createAppStore } from './app/store';
import { initI18n } from './features/i18n';
import { loadBrand } from './features/util';
import { recordFirstScreenReads, replayFirstScreenReads } from './lib/first-screen-reads';
import { holdSubmitsUntilHydrated, isPrerendered } from './lib/prerendered-page';
import { getStoredUser, getTokens, rememberSignedIn } from './lib/session-store';
import './styles/index.scss';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

rememberSignedIn();
const store = createAppStore();
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);

if (isPrerendered(container)) {
  // The server sent the sign-in page already drawn (issue 18). Its first render must match that
  // markup, not the loading screen, so it waits for the texts and the brand (both preloaded by
  // index.html) and then hydrates: the page stays on screen and keeps what was typed meanwhile.
  holdSubmitsUntilHydrated(container);
  prefetchFirstScreen();
  // Hydrated as a transition, React works in slices of a few milliseconds and lets the browser
  // in between, instead of one task as long as the whole page's render (the sign-in page's
  // Total Blocking Time); a click or a key on a part not yet hydrated hydrates that part first.
  void Promise.allSettled([initI18n(), store.dispatch(loadBrand())]).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  void initI18n();
  prefetchFirstScreen();
  startFirstScreenReads();
  // As a transition too, for the same reason as the hydration above: the first render yields
  // to the browser every few milliseconds (Home, 6 alternating Lighthouse pairs: TBT 580 → 474
  // ms median, 4 of 6 pairs won; README, issue 18).
  startTransition(() => {
    createRoot(container).render(app);
  });
}

/** A returning customer's first screen asks for its reads now, after its chunks (issue 18). */
function startFirstScreenReads() {
  const customerId = getTokens() ? getStoredUser()?.id_customer : undefined;
  if (typeof customerId !== 'number') return;
  replayFirstScreenReads(customerId, window.location.pathname);
  recordFirstScreenReads(customerId);
}
