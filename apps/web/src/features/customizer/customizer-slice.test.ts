import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { reset } from '../../lib/store-reset';
import { DEFAULT_CUSTOMIZER_STATE } from './customizer-settings';
import { customizerChanged, customizerDefaultsRestored, customizerOpened } from './customizer-slice';
import { CUSTOMIZER_STORAGE_KEY, readCustomizerState } from './customizer-storage';

describe('customizer state', () => {
  it('starts from the spec §2 default layout state', () => {
    expect(createAppStore({}).getState().customizer).toEqual({
      theme: 'semi-dark',
      layout: 'horizontal',
      direction: 'ltr',
      sidebarCollapsed: true,
      navbarColor: 'dark',
      navbarType: 'floating',
      footerType: 'static',
      menuTheme: 'primary',
      hideScrollToTop: true,
      customizerOpen: false,
    });
  });

  it('persists changes (not the open panel) and reads them back after a reload', () => {
    const store = createAppStore({});
    store.dispatch(customizerChanged({ theme: 'dark', direction: 'rtl', layout: 'vertical' }));
    store.dispatch(customizerOpened(true));
    const stored = JSON.parse(localStorage.getItem(CUSTOMIZER_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ theme: 'dark', direction: 'rtl', layout: 'vertical' });
    expect(stored).not.toHaveProperty('customizerOpen');
    expect(createAppStore({}).getState().customizer).toMatchObject({
      theme: 'dark',
      direction: 'rtl',
      layout: 'vertical',
      customizerOpen: false,
    });
  });

  it('ignores invalid stored values field by field', () => {
    localStorage.setItem(
      CUSTOMIZER_STORAGE_KEY,
      JSON.stringify({ theme: 'neon', footerType: 'hidden', x: 1 }),
    );
    expect(readCustomizerState()).toEqual({ ...DEFAULT_CUSTOMIZER_STATE, footerType: 'hidden' });
    localStorage.setItem(CUSTOMIZER_STORAGE_KEY, '{not json');
    expect(readCustomizerState()).toEqual(DEFAULT_CUSTOMIZER_STATE);
  });

  it('restores the customizer theme defaults: floating, light, vertical, primary', () => {
    const store = createAppStore({});
    store.dispatch(customizerChanged({ navbarType: 'static', theme: 'dark', menuTheme: 'danger' }));
    store.dispatch(customizerDefaultsRestored());
    expect(store.getState().customizer).toMatchObject({
      navbarType: 'floating',
      theme: 'light',
      layout: 'vertical',
      menuTheme: 'primary',
    });
  });
});

describe('reset (spec §4)', () => {
  it('clears every state area but keeps the stored appearance', () => {
    const store = createAppStore({});
    store.dispatch(customizerChanged({ theme: 'dark' }));
    store.dispatch({ type: 'enrollment/enrollmentChosen', payload: 7 });
    store.dispatch({ type: 'notification/notificationActivated', payload: 5 });
    store.dispatch(reset());
    const state = store.getState();
    expect(state.notification.activeNotificacionID).toBeNull();
    expect(state.enrollment.chosenId).toBeNull();
    expect(state.customizer.theme).toBe('dark');
  });
});
