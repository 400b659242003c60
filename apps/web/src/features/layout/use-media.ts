import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Spec §9: the menu collapse/close breakpoint; also where horizontal gives way to vertical. */
export const MENU_BREAKPOINT = 1200;
/** Bootstrap's lg: below it the selector, bell and user menu open as modals. */
export const DROPDOWN_BREAKPOINT = 992;
/** Below it (Bootstrap's sm) the top bar shows the brand's square isologo, not the wordmark. */
export const FULL_LOGO_BREAKPOINT = 576;
/** Below it (Bootstrap's md) tables become stacked rows and Home leads with the amount due. */
export const PHONE_BREAKPOINT = 768;

/**
 * One passive window listener per event for the whole shell, read once per animation frame:
 * a burst of scroll or resize events costs one read and one round of updates, and no update
 * ever runs inside the browser's own layout (where a scroll-anchoring adjustment could feed
 * straight back into React — issue 10's error #185).
 */
function frameThrottled(event: 'scroll' | 'resize') {
  const watchers = new Set<() => void>();
  let frame = 0;
  const onEvent = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      for (const watcher of watchers) watcher();
    });
  };
  return (watcher: () => void) => {
    if (watchers.size === 0) window.addEventListener(event, onEvent, { passive: true });
    watchers.add(watcher);
    return () => {
      watchers.delete(watcher);
      if (watchers.size > 0) return;
      window.removeEventListener(event, onEvent);
      cancelAnimationFrame(frame);
      frame = 0;
    };
  };
}

const subscribeResize = frameThrottled('resize');
const subscribeScroll = frameThrottled('scroll');

/**
 * True when the window is at least `px` wide; re-renders only when that answer flips. The
 * window's width does not depend on the page's layout, so reading it in render is safe.
 */
export function useMinWidth(px: number): boolean {
  const snapshot = useCallback(() => window.innerWidth >= px, [px]);
  return useSyncExternalStore(subscribeResize, snapshot, () => true);
}

/** How far back up the page must go before a "scrolled past" state turns off again. */
export const SCROLL_HYSTERESIS = 20;

/** The next state of a "scrolled past" flag: on at `enterAt`, off only below `enterAt - band`. */
export function nextScrolledPast(
  was: boolean,
  scrollY: number,
  enterAt: number,
  band = SCROLL_HYSTERESIS,
): boolean {
  return was ? scrollY >= enterAt - band : scrollY >= enterAt;
}

/**
 * True once the page is scrolled down by `px` or more, false again only below `px` minus the
 * hysteresis band. The scroll position is read in the animation-frame callback, never in
 * render, so a layout that changes with the answer cannot loop back into it.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast((was) => nextScrolledPast(was, window.scrollY, px));
    update(); // a page restored further down starts in the right state
    return subscribeScroll(update);
  }, [px]);
  return past;
}
