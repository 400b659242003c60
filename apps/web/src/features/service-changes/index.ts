import { lazy } from 'react';

/** Each service screen is its own chunk: only customers who open one download it. */
export const DeliveryMethodPage = lazy(() => import('./delivery-method/delivery-method-page'));
export const DropPage = lazy(() => import('./drop/drop-page'));
export const CreditLetterPage = lazy(() => import('./credit-letter/credit-letter-page'));
export const TransferPage = lazy(() => import('./transfer/transfer-page'));
/** Renewal offers priced on the customer's own usage, and one-tap renewal (issue 15). */
export const RenewalPage = lazy(() => import('./renewal/renewal-page'));
/** Where Home's renewal alert and Renew button lead. */
export const RENEWAL_PATH = '/service/renew';
/** Home's timeline of the selected service, with Withdraw for a pending change (issue 15). */
export const ServiceTimelineCard = lazy(() => import('./timeline/timeline-card'));
/** Enrol again at the premise of an ended service, and reinstate one (issue 15). */
export const ReenrollPage = lazy(() => import('./reenroll/reenroll-page'));
export const REENROLL_PATH = '/service/reenroll';
export const ReinstatePage = lazy(() => import('./reinstate/reinstate-page'));
export const REINSTATE_PATH = '/service/reinstate';
