import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/ui/route-error';
import { AccountActivityPage } from '../features/account-activity';
import { ForgotPasswordPage, ForgotUsernamePage, ResetPasswordPage } from '../features/account-recovery';
import { AgentLoginPage, GuestOnly, LoginPage, prefetchLoginPage, RequireAuth } from '../features/auth';
import { BillChangePage } from '../features/bill-change';
import { BillVerifyPage } from '../features/bill-verify';
import { BillingPage } from '../features/billing';
import { HomePage, prefetchHomePage } from '../features/home';
import { BlankLayout, MainLayout, prefetchMainLayout } from '../features/layout';
import { MyDataPage } from '../features/my-data';
import { NotFoundPage } from '../features/not-found';
import { NotificationsPage } from '../features/notifications';
import { PaymentHelpPage } from '../features/payment-help';
import { PaymentPage, PaymentReceiptPage } from '../features/payments';
import { ProfilePage } from '../features/profile';
import {
  CreditLetterPage,
  DeliveryMethodPage,
  DropPage,
  REENROLL_PATH,
  ReenrollPage,
  REINSTATE_PATH,
  ReinstatePage,
  RENEWAL_PATH,
  RenewalPage,
  TransferPage,
} from '../features/service-changes';
import { UsagePage } from '../features/usage';
import { getTokens } from '../lib/session-store';
import { whenIdle } from '../lib/when-idle';

/** Route table: this file only composes features (bulletproof-react style). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <GuestOnly>
            <BlankLayout />
          </GuestOnly>
        ),
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/login/agent', element: <AgentLoginPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/forgot-username', element: <ForgotUsernamePage /> },
        ],
      },
      // Not guests-only: a mailed reset link must work in a browser that is signed in.
      { element: <BlankLayout />, children: [{ path: '/reset-password', element: <ResetPasswordPage /> }] },
      {
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/billing', element: <BillingPage /> },
          { path: '/billing/change/:token', element: <BillChangePage /> },
          { path: '/billing/verify/:token', element: <BillVerifyPage /> },
          { path: '/payment', element: <PaymentPage /> },
          { path: '/payment/receipt/:id', element: <PaymentReceiptPage /> },
          { path: '/payment-help', element: <PaymentHelpPage /> },
          { path: '/usage', element: <UsagePage /> },
          { path: '/my-data', element: <MyDataPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/account-activity', element: <AccountActivityPage /> },
          { path: '/service/paperless', element: <DeliveryMethodPage /> },
          { path: '/service/cancel', element: <DropPage /> },
          { path: '/service/credit-letter', element: <CreditLetterPage /> },
          { path: '/service/transfer', element: <TransferPage /> },
          { path: RENEWAL_PATH, element: <RenewalPage /> },
          { path: REENROLL_PATH, element: <ReenrollPage /> },
          { path: REINSTATE_PATH, element: <ReinstatePage /> },
          { path: '/notifications', element: <NotificationsPage scope="selected" /> },
          { path: '/notifications/all', element: <NotificationsPage scope="all" /> },
          // Unknown paths: a real 404 inside the shell (signed out, RequireAuth sends to sign-in first).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Pages a visitor without a session may see; every other path sends them to /login. */
const GUEST_PAGES = /^\/(login\/agent|forgot-password|forgot-username|reset-password)\/?$/;

/**
 * Starts the chunks of the first screen beside the brand request instead of after it (issue
 * 18): the sign-in page for a visitor without a session, the signed-in frame (and Home on /)
 * for one with a session.
 */
export function prefetchFirstScreen(path: string = window.location.pathname): void {
  if (!getTokens()) {
    if (!GUEST_PAGES.test(path)) prefetchLoginPage();
    return;
  }
  prefetchMainLayout();
  if (path === '/') prefetchHomePage();
}

/**
 * Warms what a visitor will most likely need next: from the sign-in page, the frame and Home,
 * each in an idle moment of its own (every chunk asked for is a link element the page adds, and
 * together they were one 70 ms task). Returns a cancel function for what has not started.
 */
export function prefetchLikelyRoutes(): () => void {
  let cancel = whenIdle(() => {
    prefetchMainLayout();
    cancel = whenIdle(prefetchHomePage);
  });
  return () => cancel();
}
