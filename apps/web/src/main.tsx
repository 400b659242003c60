// First: it configures zod before any chunk that holds zod can start (see the module).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/router';
import { createAppStore } from './app/store';
import { followSessionOfOtherTabs, selectUser } from './features/auth';
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
followSessionOfOtherTabs(() => selectUser(store.getState())?.id_customer ?? null);
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
  // No transition here or below: the build renders with Preact (vite.config.ts), whose
  // startTransition runs its callback at once, so it sliced nothing (README, issue 18).
  void Promise.allSettled([initI18n(), store.dispatch(loadBrand())]).then(() => {
    hydrateRoot(container, app);
  });
} else {
  void initI18n();
  prefetchFirstScreen();
  startFirstScreenReads();
  createRoot(container).render(app);
}

/** A returning customer's first screen asks for its reads now, after its chunks (issue 18). */
function startFirstScreenReads() {
  const customerId = getTokens() ? getStoredUser()?.id_customer : undefined;
  if (typeof customerId !== 'number') return;
  replayFirstScreenReads(customerId, window.location.pathname);
  recordFirstScreenReads(customerId);
}
