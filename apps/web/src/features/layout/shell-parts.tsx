import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import type { CustomizerState } from '../customizer';
import { CustomizerLauncher } from '../customizer';
import { AppFooter } from './app-footer';
import { ScrollToTop } from './scroll-to-top';
import { MENU_BREAKPOINT, useMinWidth } from './use-media';

/** The route's screen; route chunks load inside the frame so the header stays put. */
export function ShellContent({ className = '' }: { className?: string }) {
  return (
    <main id="main-content" className={`app-main flex-grow-1 ${className}`} tabIndex={-1}>
      <Suspense fallback={<LoadingDots />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** Footer per footer type, scroll-to-top unless hidden, and the desktop-only customizer. */
export function ShellExtras({ settings }: { settings: CustomizerState }) {
  const desktop = useMinWidth(MENU_BREAKPOINT);
  return (
    <>
      {settings.footerType !== 'hidden' && (
        <div className={`footer-${settings.footerType}`}>
          <AppFooter />
        </div>
      )}
      {!settings.hideScrollToTop && <ScrollToTop />}
      {desktop && <CustomizerLauncher />}
    </>
  );
}
