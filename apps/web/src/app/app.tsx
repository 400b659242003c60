import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppearanceProvider } from '../features/customizer';
import { AfterFirstScreen } from './after-first-screen';
import { AppBootstrap, BrandedLoadingScreen } from './app-bootstrap';
import { createAppRouter } from './router';
import { createAppStore, type AppStore } from './store';

/**
 * Root: store, then (once translations and brand are in) the router; toasts after that.
 * `store` is given when the start needs it before the first render (a pre-rendered page
 * waits for the brand before it hydrates, main.tsx).
 */
export function App({ store: given }: { store?: AppStore }) {
  const [store] = useState(() => given ?? createAppStore());
  const [router] = useState(createAppRouter);

  return (
    <Provider store={store}>
      <AppearanceProvider>
        <Suspense fallback={<BrandedLoadingScreen />}>
          <AppBootstrap>
            <RouterProvider router={router} />
            <AfterFirstScreen />
          </AppBootstrap>
        </Suspense>
      </AppearanceProvider>
    </Provider>
  );
}
