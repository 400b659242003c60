import { useEffect, useState } from 'react';

/**
 * A page the server sent already drawn (issue 18: the sign-in page is pre-rendered at build
 * time, apps/web/src/app/prerender.tsx): `#root` carries `data-prerendered` until the app has
 * hydrated the markup. Hydration keeps the DOM as it is, including what the visitor typed.
 */
const PRERENDERED = 'data-prerendered';
let heldSubmit: HTMLFormElement | null = null;

export function isPrerendered(container: Element): boolean {
  return container.hasAttribute(PRERENDERED);
}

/**
 * From the time the entry runs until the form is hydrated, a submit (Enter, a click on "Sign
 * in") is held, the form marked busy, and sent again once the app handles it. Earlier still,
 * before any script, a submit does nothing: the form's method is "dialog" (login-card.tsx) and
 * its fields have no `name`, so nothing reloads and nothing typed leaves the page.
 */
export function holdSubmitsUntilHydrated(container: Element): void {
  container.addEventListener(
    'submit',
    (event) => {
      if (!isPrerendered(container)) return;
      event.preventDefault();
      heldSubmit = event.target as HTMLFormElement;
      heldSubmit.setAttribute('aria-busy', 'true'); // under way: the app sends it once it has started
    },
    true,
  );
}

function hydrated(): void {
  const root = document.getElementById('root');
  if (!root || !isPrerendered(root)) return;
  root.removeAttribute(PRERENDERED);
  const form = heldSubmit;
  heldSubmit = null;
  if (form?.isConnected) form.requestSubmit();
}

function typedBeforeStart(id: string): string {
  const root = document.getElementById('root');
  if (!root || !isPrerendered(root)) return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement && root.contains(field) ? field.value : '';
}

/**
 * A form field's state that starts from what the visitor typed (or the browser filled in) in
 * the pre-rendered field of that id before the scripts ran, so the value on screen and the
 * value submitted agree. Once the form is hydrated the marker goes (later visits start empty)
 * and a submit held meanwhile is sent.
 */
export function useFieldTypedBeforeStart(id: string) {
  const state = useState(() => typedBeforeStart(id));
  useEffect(hydrated, []);
  return state;
}
