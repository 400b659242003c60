import {
  ArrowRightLeft,
  Bell,
  ChartColumn,
  CreditCard,
  FileCheck,
  FileDown,
  FileText,
  House,
  Leaf,
  LifeBuoy,
  Wrench,
  XCircle,
} from 'lucide-react';
import type { Role } from '@myaccount/contract';
import type { MenuEntry } from './menu-types';

const CUSTOMERS: readonly Role[] = ['normalUser', 'paymentUser'];

/** What the menu shows that depends on the customer, the enrollment and the brand. */
export interface MenuContext {
  /** The brand's help pages (FAQs, else contact us); '' leaves the link out. */
  helpUrl: string;
  unreadNotifications: number;
  /** The selected enrollment's statement has an overdue balance. */
  pastDue: boolean;
  /** The same rules as Home's service buttons: the enrollment may be cancelled / transferred. */
  canCancel: boolean;
  canTransfer: boolean;
}

/**
 * The signed-in menu, every entry kind of spec §2: group headers, items (Home, Billing,
 * Payment and Usage for both customer roles, spec §2 "Routes"), a collapsible "Service" group
 * and an external link to the brand's help pages; badges for unread notifications and a past-
 * due bill.
 */
export function mainMenu(context: MenuContext): MenuEntry[] {
  const service: MenuEntry[] = [
    ...(context.canTransfer
      ? [
          {
            id: 'transfer',
            type: 'item',
            title: 'Menu.Transfer',
            icon: ArrowRightLeft,
            navLink: '/service/transfer',
          } as const,
        ]
      : []),
    ...(context.canCancel
      ? [
          {
            id: 'cancel',
            type: 'item',
            title: 'Menu.Cancel',
            icon: XCircle,
            navLink: '/service/cancel',
          } as const,
        ]
      : []),
    { id: 'paperless', type: 'item', title: 'Menu.Paperless', icon: Leaf, navLink: '/service/paperless' },
    {
      id: 'credit-letter',
      type: 'item',
      title: 'Menu.CreditLetter',
      icon: FileCheck,
      navLink: '/service/credit-letter',
    },
  ];
  return [
    { id: 'account-header', type: 'header', title: 'Menu.Header.Account' },
    { id: 'home', type: 'item', title: 'Menu.Home', icon: House, navLink: '/', permissions: CUSTOMERS },
    {
      id: 'billing',
      type: 'item',
      title: 'Menu.Billing',
      icon: FileText,
      navLink: '/billing',
      permissions: CUSTOMERS,
    },
    {
      id: 'payment',
      type: 'item',
      title: 'Menu.Payment',
      icon: CreditCard,
      navLink: '/payment',
      permissions: CUSTOMERS,
      ...(context.pastDue
        ? {
            badge: { text: 'Menu.Badge.PastDue', label: 'Menu.Badge.PastDueLabel', color: 'danger' } as const,
          }
        : {}),
    },
    {
      id: 'usage',
      type: 'item',
      title: 'Menu.Usage',
      icon: ChartColumn,
      navLink: '/usage',
      permissions: CUSTOMERS,
    },
    {
      id: 'my-data',
      type: 'item',
      title: 'Menu.MyData',
      icon: FileDown,
      navLink: '/my-data',
      permissions: CUSTOMERS,
    },
    {
      id: 'notifications',
      type: 'item',
      title: 'Menu.Notifications',
      icon: Bell,
      navLink: '/notifications',
      ...(context.unreadNotifications > 0
        ? {
            badge: {
              text: 'Menu.Badge.Count',
              label: 'Menu.Badge.Unread',
              count: context.unreadNotifications,
              color: 'primary',
            } as const,
          }
        : {}),
    },
    { id: 'service-header', type: 'header', title: 'Menu.Header.Service' },
    {
      id: 'service',
      type: 'dropdown',
      title: 'Menu.Service',
      icon: Wrench,
      permissions: CUSTOMERS,
      collapsed: true,
      children: service.map((entry) => ({ ...entry, permissions: CUSTOMERS })),
    },
    ...(context.helpUrl
      ? [
          {
            id: 'help',
            type: 'external-link',
            title: 'Menu.Help',
            icon: LifeBuoy,
            navLink: context.helpUrl,
          } as const,
        ]
      : []),
  ];
}
