import type { NotificationKind, NotificationParams } from '@myaccount/contract';

/**
 * A notification relative to the seed day; `read` ones carry a read date a day later. It is
 * stored by kind and params (contract `notificationTemplates`), so each reader sees it in
 * their language; `dateDaysAhead` adds a `date` param that many days after the seed day.
 */
export interface NotificationSpec {
  daysAgo: number;
  read: boolean;
  kind: NotificationKind;
  params?: NotificationParams;
  dateDaysAhead?: number;
}

/** Notifications per demo user (DESIGN §5: `demo` has exactly 3 unread). */
export const demoNotifications: Record<string, NotificationSpec[]> = {
  demo: [
    {
      daysAgo: 1,
      read: false,
      kind: 'bill_ready',
      params: { brand: 'Brightline Energy', address: '2317 Harvard St' },
    },
    {
      daysAgo: 2,
      read: false,
      kind: 'autopay_scheduled',
      params: { cardBrand: 'Visa', last4: '1111', address: '4812 Swiss Ave' },
    },
    {
      daysAgo: 4,
      read: false,
      kind: 'maintenance',
      params: { utility: 'CenterPoint Energy', address: '2317 Harvard St', from: '09:00', to: '13:00' },
      dateDaysAhead: 3,
    },
    { daysAgo: 33, read: true, kind: 'payment_received' },
    { daysAgo: 60, read: true, kind: 'saving_tips' },
  ],
  solo: [
    {
      daysAgo: 3,
      read: false,
      kind: 'bill_ready',
      params: { brand: 'Brightline Energy', address: '8714 Braesmont Dr' },
    },
  ],
  newbie: [
    { daysAgo: 20, read: false, kind: 'welcome', params: { brand: 'Brightline Energy', amount: 150 } },
  ],
  legacy: [{ daysAgo: 90, read: true, kind: 'month_to_month' }],
  cliente: [
    {
      daysAgo: 1,
      read: false,
      kind: 'bill_ready',
      params: { brand: 'Voltio Power', address: '4521 Ocean Dr' },
    },
    {
      daysAgo: 6,
      read: false,
      kind: 'maintenance',
      params: { utility: 'AEP Texas Central', address: '4521 Ocean Dr', from: '08:00', to: '12:00' },
      dateDaysAhead: 2,
    },
    { daysAgo: 35, read: true, kind: 'payment_received' },
  ],
};
