import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../app/store';
import { SessionQueryProvider } from '../lib/query';

/**
 * What the app puts around a signed-in screen: the store, and the session's server-data cache
 * (a fresh, empty one for each render, as for each sign-in).
 */
export function TestProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SessionQueryProvider session="test">{children}</SessionQueryProvider>
    </Provider>
  );
}
