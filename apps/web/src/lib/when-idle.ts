import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser is idle after the first paint (a 1.5 s timer where
 * requestIdleCallback is missing). Returns a cancel function, usable as an effect's cleanup.
 */
export function whenIdle(callback: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * False until the browser is first idle after the page mounts, then true: what it reveals
 * renders after the first screen's work, not during it (issue 18).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
