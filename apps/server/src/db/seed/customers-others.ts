import type { CustomerSpec } from './customer-types.ts';

/** `solo`: the simplest full account — one premise, one enrollment, a stored card. */
const solo: CustomerSpec = {
  userName: 'solo',
  brand: 'brightline',
  seed: 2002,
  profile: {
    firstName: 'Sam',
    lastName: 'Patel',
    customerName: 'Sam Patel',
    phone: '(713) 555-0199',
    email: 'sam.patel@example.com',
    preferredLanguage: 'en',
  },
  addresses: [
    {
      key: 'home',
      address1: '8714 Braesmont Dr',
      city: 'Houston',
      county: 'Harris',
      zip: '77096',
      ldcAccount: '10089010087140964',
      utility: 'cnp',
    },
  ],
  enrollments: [
    {
      address: 'home',
      plans: [
        { name: 'Brightline Saver 12', from: { month: -24, day: 1 } },
        { name: 'Brightline Saver 12', from: { month: -7, day: 1 } },
      ],
      status: 'active',
      serviceStart: { month: -24, day: 1 },
      usageScale: 0.9,
      billingAccount: '3000522470',
      payWith: ['card'],
    },
  ],
  // A card (not autopay) so `solo` differs from `newbie`, who has no stored method at all.
  paymentProfiles: [
    {
      key: 'mc',
      paymentTypeId: 1,
      cardType: 'MasterCard',
      cardNumber: 'XXXX4444',
      defaultPaymentProfile: true,
    },
  ],
};

/** `newbie`: switched last month, one statement, a deposit still to pay, nothing stored. */
const newbie: CustomerSpec = {
  userName: 'newbie',
  brand: 'brightline',
  seed: 3003,
  profile: {
    firstName: 'Jordan',
    lastName: 'Lee',
    customerName: 'Jordan Lee',
    phone: '(817) 555-0176',
    email: 'jordan.lee@example.com',
    preferredLanguage: 'en',
  },
  addresses: [
    {
      key: 'home',
      address1: '2908 Lipscomb St',
      address2: 'Apt 4',
      city: 'Fort Worth',
      county: 'Tarrant',
      zip: '76110',
      ldcAccount: '10443720029081104',
      utility: 'oncor',
    },
  ],
  enrollments: [
    {
      address: 'home',
      plans: [{ name: 'Brightline Saver 12', from: { month: -1, day: 10 } }],
      status: 'active',
      serviceStart: { month: -1, day: 10 },
      usageScale: 0.55,
      billingAccount: '3000671905',
      // Paid the first bill online with a card it did not store.
      payWith: ['card'],
      flags: { depositAmount: 150, pendingDepositAmount: 150, showPaymentDeposit: true },
    },
  ],
  paymentProfiles: [],
};

/**
 * `legacy`: Dana's older account from a previous home, on month-to-month since its fixed
 * contract expired years ago. `demo` (or `newbie`) can link it with the demo password.
 */
const legacy: CustomerSpec = {
  userName: 'legacy',
  brand: 'brightline',
  seed: 4004,
  profile: {
    firstName: 'Dana',
    lastName: 'Rivera',
    customerName: 'Dana Rivera',
    phone: '(281) 555-0163',
    email: 'drivera.league@example.net',
    preferredLanguage: 'en',
    sendToMainEmail: false,
  },
  addresses: [
    {
      key: 'old',
      address1: '412 Bayridge Rd',
      city: 'League City',
      county: 'Galveston',
      zip: '77573',
      ldcAccount: '10400511004120573',
      utility: 'tnmp',
    },
  ],
  enrollments: [
    {
      address: 'old',
      plans: [
        { name: 'Brightline Saver 12', from: { month: -72, day: 15 } },
        { name: 'Brightline Flex Monthly', from: { month: -60, day: 15 } },
      ],
      status: 'active',
      serviceStart: { month: -72, day: 15 },
      usageScale: 0.95,
      billingAccount: '2000193377',
      billingAddress: { address1: 'PO Box 1187', city: 'League City', county: 'Galveston', zip: '77574' },
      payWith: ['bank'],
      flags: { isRenewable: true, showRenewable: true, idMethodDelivery: 1 },
    },
  ],
  paymentProfiles: [],
};

/** `cliente`: Voltio's Spanish-speaking customer in Corpus Christi (AEP Texas Central). */
const cliente: CustomerSpec = {
  userName: 'cliente',
  brand: 'voltio',
  seed: 5005,
  profile: {
    firstName: 'María',
    lastName: 'González',
    customerName: 'María González',
    phone: '(361) 555-0118',
    email: 'maria.gonzalez@example.com',
    preferredLanguage: 'es',
    optedMarketingComs: true,
  },
  addresses: [
    {
      key: 'casa',
      address1: '4521 Ocean Dr',
      city: 'Corpus Christi',
      county: 'Nueces',
      zip: '78412',
      ldcAccount: '10032789045210412',
      utility: 'aep',
    },
  ],
  enrollments: [
    {
      address: 'casa',
      plans: [
        { name: 'Voltio Libre Mensual', from: { month: -24, day: 1 } },
        { name: 'Voltio Fijo 12', from: { month: -9, day: 1 } },
      ],
      status: 'active',
      serviceStart: { month: -24, day: 1 },
      usageScale: 0.85,
      billingAccount: '7100034518',
      payWith: ['card'],
      // Renewable in the portal (issue 15): Voltio's Spanish renewal journey.
      flags: { idMethodDelivery: 2, isRenewable: true, showRenewable: true },
    },
  ],
  paymentProfiles: [],
};

/**
 * `behind` (issue 15): money is short — last month's bill was not paid and is overdue, this
 * month's is due soon. A year and more of history, so average billing has twelve bills to read.
 */
const behind: CustomerSpec = {
  userName: 'behind',
  brand: 'brightline',
  seed: 6006,
  profile: {
    firstName: 'Casey',
    lastName: 'Morgan',
    customerName: 'Casey Morgan',
    phone: '(817) 555-0142',
    email: 'casey.morgan@example.com',
    preferredLanguage: 'en',
  },
  addresses: [
    {
      key: 'home',
      address1: '1807 Holly St',
      city: 'Arlington',
      county: 'Tarrant',
      zip: '76010',
      ldcAccount: '10443720018070601',
      utility: 'oncor',
    },
  ],
  enrollments: [
    {
      address: 'home',
      plans: [{ name: 'Brightline Saver 12', from: { month: -18, day: 5 } }],
      status: 'active',
      serviceStart: { month: -18, day: 5 },
      usageScale: 0.8,
      billingAccount: '3000880146',
      payWith: ['card'],
      unpaidBills: 2,
    },
  ],
  paymentProfiles: [],
};

/**
 * `former` (issue 15): left Brightline at the Plano house last week (dropped, within the
 * reinstatement window; the brand's winback offer is on) and has asked to end the Houston
 * apartment's service in twelve days. Re-enrol at Plano, reinstate the apartment.
 */
const former: CustomerSpec = {
  userName: 'former',
  brand: 'brightline',
  seed: 7007,
  profile: {
    firstName: 'Riley',
    lastName: 'Chen',
    customerName: 'Riley Chen',
    phone: '(972) 555-0131',
    email: 'riley.chen@example.com',
    preferredLanguage: 'en',
  },
  addresses: [
    {
      key: 'house',
      address1: '6140 Coit Rd',
      city: 'Plano',
      county: 'Collin',
      zip: '75024',
      ldcAccount: '10443720061402750',
      utility: 'oncor',
    },
    {
      key: 'apartment',
      address1: '5502 Memorial Dr',
      address2: 'Apt 12',
      city: 'Houston',
      county: 'Harris',
      zip: '77007',
      ldcAccount: '10089010055020771',
      utility: 'cnp',
    },
  ],
  enrollments: [
    {
      address: 'house',
      plans: [{ name: 'Brightline Saver 12', from: { month: -20, day: 1 } }],
      status: 'dropped',
      serviceStart: { month: -20, day: 1 },
      usageScale: 0.95,
      billingAccount: '3000912284',
      payWith: ['card'],
      // The last day of service was the last meter read (8 days ago): the final bill.
      drop: { lastDay: -8, requestedDaysAgo: 30 },
      flags: {
        isActive: false,
        showCancelButton: false,
        showReEnroll: true,
        showReinstatement: true,
        winbackProcess: true,
      },
    },
    {
      address: 'apartment',
      plans: [{ name: 'Brightline Saver 12', from: { month: -5, day: 1 } }],
      status: 'pendingDrop',
      serviceStart: { month: -5, day: 1 },
      usageScale: 0.5,
      billingAccount: '3000912292',
      payWith: ['card'],
      drop: { lastDay: 12, requestedDaysAgo: 3 },
      flags: { showReinstatement: true },
    },
  ],
  paymentProfiles: [],
};

export const otherCustomers: CustomerSpec[] = [solo, newbie, legacy, cliente, behind, former];
