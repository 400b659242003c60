import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'react-bootstrap';
import { useSelector } from 'react-redux';
import rtlUtilitiesUrl from 'bootstrap/dist/css/bootstrap-utilities.rtl.min.css?url';
import { selectCustomizer } from './customizer-slice';

const RTL_LINK_ID = 'bootstrap-rtl';

/** Bootstrap's own RTL build of the direction-dependent utilities, loaded only for RTL. */
function useRtlStylesheet(rtl: boolean): void {
  useEffect(() => {
    if (!rtl) return;
    const link = document.createElement('link');
    link.id = RTL_LINK_ID;
    link.rel = 'stylesheet';
    link.href = rtlUtilitiesUrl;
    document.head.appendChild(link);
    return () => link.remove();
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
  useRtlStylesheet(direction === 'rtl');

  return <ThemeProvider dir={direction}>{children}</ThemeProvider>;
}
