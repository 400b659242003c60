import { apiClient, type ApiClient } from './api-client';
import { FIRST_SCREEN_READS_KEY } from './session-store';

/**
 * Issue 18: a signed-in screen's first reads form a chain. Home asks for the enrollments once
 * its chunk has run, the balance once they have answered and the page has drawn them, the last
 * bill's change once the balance has named the statement: each waits for the one before and for
 * a render. A returning customer's browser remembers the plain reads each screen made in the
 * first seconds of the last page load, and asks for them as the app starts, beside the screen's
 * chunks; the screens then find their answers on the way or arrived (api-client's early reads,
 * which only stand in for a read that would get the same answer). A remembered read that is no
 * longer asked for (another statement, another enrollment chosen) costs one unused request, and
 * each page load records the list again.
 */

/** How long after the app starts (or after a sign-in) its reads are recorded. */
export const RECORD_MS = 10_000;
const MAX_READS_PER_SCREEN = 12;
const MAX_SCREENS = 8;

interface Remembered {
  customer: number;
  screens: Record<string, string[]>;
}

function load(customerId: number): Record<string, string[]> {
  try {
    const entry = JSON.parse(localStorage.getItem(FIRST_SCREEN_READS_KEY) ?? 'null') as Remembered | null;
    if (entry?.customer !== customerId || typeof entry.screens !== 'object' || !entry.screens) return {};
    return entry.screens;
  } catch {
    return {};
  }
}

function save(customerId: number, screens: Record<string, string[]>): void {
  const kept = Object.fromEntries(Object.entries(screens).slice(-MAX_SCREENS));
  try {
    localStorage.setItem(FIRST_SCREEN_READS_KEY, JSON.stringify({ customer: customerId, screens: kept }));
  } catch {
    // Storage blocked or full: the next load simply reads in the usual order.
  }
}

const isReadPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/v2/');

/** Starts the reads `screen` made last time for this customer, if any were recorded. */
export function replayFirstScreenReads(customerId: number, screen: string, client: ApiClient = apiClient) {
  const paths = load(customerId)[screen];
  if (Array.isArray(paths)) client.readEarly(paths.filter(isReadPath).slice(0, MAX_READS_PER_SCREEN));
}

/**
 * Records, for `RECORD_MS`, every plain read that succeeds, under the screen (pathname) shown
 * when it answered. A screen's list from this page load replaces the one kept before, so what a
 * screen no longer reads is forgotten. Returns a function that stops early.
 */
export function recordFirstScreenReads(
  customerId: number,
  client: ApiClient = apiClient,
  screenNow: () => string = () => window.location.pathname,
): () => void {
  const recorded = new Map<string, string[]>();
  const unwatch = client.watchReads((path) => {
    if (!isReadPath(path)) return;
    const screen = screenNow();
    const paths = recorded.get(screen) ?? [];
    if (paths.includes(path) || paths.length >= MAX_READS_PER_SCREEN) return;
    recorded.set(screen, [...paths, path]);
    const screens = { ...load(customerId) };
    delete screens[screen]; // re-added last: the most recent screens are the ones kept
    save(customerId, { ...screens, [screen]: recorded.get(screen)! });
  });
  const timer = setTimeout(stop, RECORD_MS);
  function stop() {
    clearTimeout(timer);
    unwatch();
  }
  return stop;
}
