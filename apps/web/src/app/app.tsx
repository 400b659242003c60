import { Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppearanceProvider } from '../features/customizer';
import { AppBootstrap, BrandedLoadingScreen } from './app-bootstrap';
import { createAppRouter, prefetchLikelyRoutes } from './router';
import { createAppStore } from './store';
import { Toasts } from './toasts';

/** Root: store, toast host, then (once translations and brand are in) the router. */
export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createAppRouter);
  useEffect(prefetchLikelyRoutes, []);

  return (
    <Provider store={store}>
      <AppearanceProvider>
        <Toasts />
        <Suspense fallback={<BrandedLoadingScreen />}>
          <AppBootstrap>
            <RouterProvider router={router} />
          </AppBootstrap>
        </Suspense>
      </AppearanceProvider>
    </Provider>
  );
}
