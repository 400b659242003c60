import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** How long the screen must stay unchanged before its heading is read, and the longest wait. */
export const SETTLE_MS = 250;
export const GIVE_UP_MS = 5_000;
/** How long a read announcement stays in the region (its removal is not spoken). */
export const CLEAR_MS = 7_000;

/** The screen's title: its first level-one heading (a few screens lead with a level two). */
function screenHeading(main: HTMLElement): string {
  const heading = main.querySelector('h1') ?? main.querySelector('h2');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The path the page load itself opened, which the browser's own page load announces. */
function pageLoadPath(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}

/**
 * Tells a screen reader which screen a link opened. The app changes screens without loading a
 * page, the window's title stays "My Account - <brand>" (spec §1) and focus stays on the link
 * that was used, so nothing else says that anything happened. Once the new screen has stopped
 * changing (its chunk loaded, its first reads drawn), a polite live region reads its heading.
 * The screen a page load opens is announced by the page load itself, so not here; the first
 * screen after signing in is a screen a link opened.
 *
 * The announcement is kept as it was read and emptied a few seconds later: a region that
 * followed a change of language would speak again, and the old words would linger in the page.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // Home after a sign-in is a new screen of the same page (the page load opened /login).
  const [announced, setAnnounced] = useState(() => ({ pathname: pageLoadPath(), message: '' }));

  useEffect(() => {
    if (announced.pathname === pathname) return;
    const main = document.getElementById('main-content');
    if (!main) return;
    // Emptied first, so that the next heading is a change even when it reads the same (a
    // live region speaks when its content changes).
    setAnnounced((before) => ({ ...before, message: '' }));
    let quiet = 0;
    const announce = (evenWithoutHeading: boolean) => {
      const screen = screenHeading(main);
      // A screen still loading has no heading yet: its next change restarts the wait.
      if (!screen && !evenWithoutHeading) return;
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(giveUp);
      setAnnounced({ pathname, message: screen && t('Common.ScreenOpened', { screen }) });
    };
    const observer = new MutationObserver(() => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(() => announce(false), SETTLE_MS);
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    quiet = window.setTimeout(() => announce(false), SETTLE_MS);
    const giveUp = window.setTimeout(() => announce(true), GIVE_UP_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(giveUp);
    };
  }, [announced.pathname, pathname, t]);

  useEffect(() => {
    if (!announced.message) return;
    const clear = window.setTimeout(() => setAnnounced((now) => ({ ...now, message: '' })), CLEAR_MS);
    return () => window.clearTimeout(clear);
  }, [announced.message]);

  return (
    <p className="visually-hidden" aria-live="polite" data-testid="route-announcer">
      {announced.message}
    </p>
  );
}
