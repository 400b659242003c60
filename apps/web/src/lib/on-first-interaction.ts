/** What a visitor does when they start using a page (a focus alone may be the page's own autofocus). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/**
 * Runs `callback` once, at the visitor's first press, key or touch anywhere on the page. Work a
 * visitor needs only once they use the page waits for that (issue 18): one who reads the sign-in
 * page and leaves never downloads Home. Returns a cancel function, usable as an effect's cleanup.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, options));
  function run() {
    stop();
    callback();
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, options));
  return stop;
}
