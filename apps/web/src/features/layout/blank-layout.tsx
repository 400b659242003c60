import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import { BrandLogo } from '../brand';
import { DeferredLanguageSwitcher } from '../i18n';
import { AppFooter } from './app-footer';

/** Full-page layout for bare pages such as sign-in (spec §2 "full/blank layout"). */
export function BlankLayout() {
  return (
    <div className="blank-layout d-flex flex-column min-vh-100">
      <header className="d-flex justify-content-end p-2">
        <DeferredLanguageSwitcher />
      </header>
      <main id="main-content" className="flex-grow-1 d-flex flex-column align-items-center px-3 pb-4">
        <div className="blank-layout-content w-100">
          <div className="text-center my-4">
            <BrandLogo />
          </div>
          <Suspense fallback={<LoadingDots />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
