import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { APPEARANCE_COOKIE } from './appearance-cookie';
import { AppearanceProvider } from './appearance-provider';
import { CUSTOMIZER_STORAGE_KEY } from './customizer-storage';
import { customizerChanged } from './customizer-slice';

function appearanceCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${APPEARANCE_COOKIE}=`))
    ?.slice(APPEARANCE_COOKIE.length + 1);
}

function renderProvider(store = createAppStore({})) {
  render(
    <Provider store={store}>
      <AppearanceProvider>
        <p>page</p>
      </AppearanceProvider>
    </Provider>,
  );
  return store;
}

describe('AppearanceProvider and the server (issue 18: the first HTML is drawn as the app draws)', () => {
  afterEach(() => {
    document.cookie = `${APPEARANCE_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });

  it('tells the server the appearance settings saved before the cookie existed', () => {
    localStorage.setItem(CUSTOMIZER_STORAGE_KEY, JSON.stringify({ theme: 'dark', direction: 'rtl' }));
    expect(appearanceCookie()).toBeUndefined();
    renderProvider();
    expect(appearanceCookie()).toBe('dark.rtl');
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('follows every change of theme and direction, and nothing else', () => {
    const store = renderProvider();
    expect(appearanceCookie()).toBe('semi-dark.ltr');
    act(() => {
      store.dispatch(customizerChanged({ theme: 'light' }));
    });
    expect(appearanceCookie()).toBe('light.ltr');
    act(() => {
      store.dispatch(customizerChanged({ direction: 'rtl', layout: 'vertical', menuTheme: 'danger' }));
    });
    expect(appearanceCookie()).toBe('light.rtl');
  });
});
