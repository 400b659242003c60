import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: the menu collapse/close breakpoint; also where horizontal gives way to vertical. */
export const MENU_BREAKPOINT = 1200;
/** Bootstrap's lg: below it the selector, bell and user menu open as modals. */
export const DROPDOWN_BREAKPOINT = 992;

function subscribeResize(callback: () => void) {
  window.addEventListener('resize', callback);
  return () => window.removeEventListener('resize', callback);
}

/** True when the window is at least `px` wide; re-renders only when that answer flips. */
export function useMinWidth(px: number): boolean {
  const snapshot = useCallback(() => window.innerWidth >= px, [px]);
  return useSyncExternalStore(subscribeResize, snapshot, () => true);
}

function subscribeScroll(callback: () => void) {
  window.addEventListener('scroll', callback, { passive: true });
  return () => window.removeEventListener('scroll', callback);
}

/** True once the page is scrolled down by `px` or more (re-renders only on crossing). */
export function useScrolledPast(px: number): boolean {
  const snapshot = useCallback(() => window.scrollY >= px, [px]);
  return useSyncExternalStore(subscribeScroll, snapshot, () => false);
}
