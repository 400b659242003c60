import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import type { CustomizerState } from '../customizer';
import { UnauthorizedPage } from '../unauthorized';
import { AppFooter } from './app-footer';
import { ScrollToTop } from './scroll-to-top';

/**
 * The route's screen; route chunks load inside the frame so the header stays put. `forbidden`
 * (spec §6: the role may not see this path's menu entry) shows the unauthorized page instead.
 */
export function ShellContent({
  className = '',
  forbidden = false,
}: {
  className?: string;
  forbidden?: boolean;
}) {
  return (
    <main id="main-content" className={`app-main flex-grow-1 ${className}`} tabIndex={-1}>
      <Suspense fallback={<LoadingDots />}>{forbidden ? <UnauthorizedPage /> : <Outlet />}</Suspense>
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
