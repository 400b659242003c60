import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'react-bootstrap';
import { useSelector } from 'react-redux';
import rtlUtilitiesUrl from 'bootstrap/dist/css/bootstrap-utilities.rtl.min.css?url';
import { rememberAppearance } from './appearance-cookie';
import { selectCustomizer } from './customizer-slice';

const RTL_STYLE_ID = 'bootstrap-rtl';

/**
 * Bootstrap's own RTL build of the direction-dependent utilities, loaded only for RTL. It
 * also declares Bootstrap's stock colour variables on :root, which replaced the brand's
 * colours (and their contrast) in RTL (issue 10 §7). Wrapped in a cascade layer, its ordinary
 * declarations lose to the app's own stylesheet while its `!important` utilities, the part it
 * is loaded for, still apply. The text is inlined rather than `@import`ed into the layer:
 * axe's stylesheet reader stalled on a layered @import.
 */
function useRtlStylesheet(rtl: boolean): void {
  useEffect(() => {
    if (!rtl) return;
    const style = document.createElement('style');
    style.id = RTL_STYLE_ID;
    document.head.appendChild(style);
    const controller = new AbortController();
    fetch(rtlUtilitiesUrl, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((css) => {
        style.textContent = `@layer bootstrap-rtl {\n${css}\n}`;
      })
      .catch(() => {
        // Offline or switched back to LTR meanwhile: the mirrored utilities are an extra.
      });
    return () => {
      controller.abort();
      style.remove();
    };
  }, [rtl]);
}

/**
 * Spec §4 "Layout": dark and semi-dark put classes on the page; dark also switches
 * Bootstrap's colour mode. Direction sets `dir` on <html> and tells react-bootstrap, so
 * dropdowns open on the mirrored side.
 */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const { theme, direction } = useSelector(selectCustomizer);

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-bs-theme', theme === 'dark' ? 'dark' : 'light');
    document.body.classList.toggle('dark-layout', theme === 'dark');
    document.body.classList.toggle('semi-dark-layout', theme === 'semi-dark');
  }, [theme]);

  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);
  // The server draws the next first screen the same way (also for settings saved before the cookie).
  useEffect(() => rememberAppearance(theme, direction), [theme, direction]);
  useRtlStylesheet(direction === 'rtl');

  return <ThemeProvider dir={direction}>{children}</ThemeProvider>;
}
