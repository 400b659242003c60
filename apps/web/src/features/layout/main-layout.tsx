import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import { useCurrentUser, useSessionRefresh } from '../auth';
import { useLoadEnrollments } from '../enrollments';
import { AppFooter } from './app-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** Signed-in frame: header, the route's screen, footer. */
export function MainLayout() {
  useSessionRefresh();
  useLoadEnrollments(useCurrentUser()?.id_customer);
  return (
    <div className="main-layout d-flex flex-column min-vh-100">
      <SkipLink />
      <TopBar />
      <main id="main-content" className="container-xxl flex-grow-1 py-4" tabIndex={-1}>
        {/* Route chunks load inside the frame so the header stays put. */}
        <Suspense fallback={<LoadingDots />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
