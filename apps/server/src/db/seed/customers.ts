import type { CustomerSpec } from './customer-types.ts';
import { demoCustomer } from './customers-demo.ts';
import { otherCustomers } from './customers-others.ts';

/** Insertion order: `demo` first, so it is customer 1 on a fresh database. */
export const demoCustomers: CustomerSpec[] = [demoCustomer, ...otherCustomers];

export const DEMO_PASSWORD = 'Welcome-2026!';
export const AGENT_PASSWORD = 'Support-2026!';

export const demoAgent = { userName: 'agent', displayName: 'Support Agent' };
/** A second agent with a person's name, as a customer's account activity names them (issue 14). */
export const namedAgent = { userName: 'ana', displayName: 'Ana Torres' };

/** What the server prints at start so people know how to sign in. */
export const demoLogins: { user: string; password: string; brand: string; shows: string }[] = [
  {
    user: 'demo',
    password: DEMO_PASSWORD,
    brand: 'brightline',
    shows:
      'two addresses (Dallas power; Houston power + gas), autopay, stored card and bank account, 3 unread notifications, 24 months of bills and usage with 15-minute reads',
  },
  {
    user: 'solo',
    password: DEMO_PASSWORD,
    brand: 'brightline',
    shows: 'one address, one enrollment, a stored card',
  },
  {
    user: 'newbie',
    password: DEMO_PASSWORD,
    brand: 'brightline',
    shows: 'new enrollment with a $150 pending deposit, no stored payment method, one statement',
  },
  {
    user: 'legacy',
    password: DEMO_PASSWORD,
    brand: 'brightline',
    shows: 'an older month-to-month account that demo or newbie can link',
  },
  {
    user: 'cliente',
    password: DEMO_PASSWORD,
    brand: 'voltio',
    shows: 'Spanish-speaking customer of Voltio (http://voltio.localhost:3000), one enrollment',
  },
  {
    user: 'behind',
    password: DEMO_PASSWORD,
    brand: 'brightline',
    shows: 'last month’s bill unpaid and overdue: payment help (extension refused, payment plan)',
  },
  {
    user: 'former',
    password: DEMO_PASSWORD,
    brand: 'brightline',
    shows: 'service ended last week (re-enroll, winback offer, reinstate) and a drop scheduled (reinstate)',
  },
  {
    user: 'agent',
    password: AGENT_PASSWORD,
    brand: 'any',
    shows: 'customer-support agent who may sign in as any customer',
  },
];
