import type { CustomizerState } from '../customizer';
import { AppFooter } from './app-footer';
import { usePageSlot } from './page-host';
import { ScrollToTop } from './scroll-to-top';

/**
 * Where the route's screen shows; route chunks load inside the frame so the header stays put.
 * The screen itself is rendered once by PageHost (page-host.tsx), so it survives a change of
 * layout.
 */
export function ShellContent({ className = '' }: { className?: string }) {
  return (
    <main
      ref={usePageSlot()}
      id="main-content"
      className={`app-main flex-grow-1 ${className}`}
      tabIndex={-1}
    />
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
