import { ChartColumn, CreditCard, FileText, House } from 'lucide-react';
import type { Role } from '@myaccount/contract';
import type { MenuEntry } from './menu-types';

const CUSTOMERS: readonly Role[] = ['normalUser', 'paymentUser'];

/** Spec §2 "Routes": Home, Billing, Payment and Usage, for normalUser and paymentUser. */
export const MAIN_MENU: readonly MenuEntry[] = [
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
  },
  {
    id: 'usage',
    type: 'item',
    title: 'Menu.Usage',
    icon: ChartColumn,
    navLink: '/usage',
    permissions: CUSTOMERS,
  },
];
