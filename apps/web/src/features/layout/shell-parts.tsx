import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import type { CustomizerState } from '../customizer';
import { AppFooter } from './app-footer';
import { ScrollToTop } from './scroll-to-top';

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

/** Footer per footer type and scroll-to-top unless hidden. */
export function ShellExtras({ settings }: { settings: CustomizerState }) {
  return (
    <>
      {settings.footerType !== 'hidden' && (
        <div className={`footer-${settings.footerType}`}>
          <AppFooter />
        </div>
      )}
      {!settings.hideScrollToTop && <ScrollToTop />}
    </>
  );
}
