import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdSubmitsUntilHydrated, isPrerendered, useFieldTypedBeforeStart } from './prerendered-page';

/** The server's pre-rendered page as it stands before the scripts run, typed into. */
function prerenderedPage(typed: { username: string; password: string }) {
  document.body.innerHTML =
    '<div id="root" data-prerendered><form id="pre"><input id="username"><input id="password" type="password">' +
    '<button type="submit">Sign in</button></form></div>';
  (document.getElementById('username') as HTMLInputElement).value = typed.username;
  (document.getElementById('password') as HTMLInputElement).value = typed.password;
  return document.getElementById('root')!;
}

function Fields({ onValues }: { onValues: (values: string[]) => void }) {
  const [username] = useFieldTypedBeforeStart('username');
  const [password] = useFieldTypedBeforeStart('password');
  onValues([username, password]);
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a pre-rendered page while the app starts', () => {
  it('starts the fields from what was typed before the scripts ran, once', () => {
    const root = prerenderedPage({ username: 'demo', password: 'Welcome-2026!' });
    const seen: string[][] = [];
    const first = render(<Fields onValues={(values) => seen.push(values)} />);
    expect(seen[0]).toEqual(['demo', 'Welcome-2026!']);
    expect(isPrerendered(root)).toBe(false);
    first.unmount();

    // A later visit to the page (the marker is gone) starts empty, even with a field of that id on screen.
    render(<Fields onValues={(values) => seen.push(values)} />);
    expect(seen.at(-1)).toEqual(['', '']);
  });

  it('holds a submit made before hydration and sends it once the form is hydrated', async () => {
    const root = prerenderedPage({ username: 'demo', password: 'pw' });
    holdSubmitsUntilHydrated(root);
    const form = document.getElementById('pre') as HTMLFormElement;
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());

    const early = new Event('submit', { bubbles: true, cancelable: true }) as SubmitEvent;
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // no reload of the page meanwhile

    form.addEventListener('submit', sent); // the app's handler, attached by hydration
    await act(async () => {
      render(<Fields onValues={() => undefined} />);
    });
    expect(sent).toHaveBeenCalledTimes(1);

    // From now on a submit goes straight to the app, once.
    form.requestSubmit();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('sends nothing later when nobody submitted early', async () => {
    const root = prerenderedPage({ username: '', password: '' });
    holdSubmitsUntilHydrated(root);
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('pre')!.addEventListener('submit', sent);
    await act(async () => {
      render(<Fields onValues={() => undefined} />);
    });
    expect(sent).not.toHaveBeenCalled();
  });
});
