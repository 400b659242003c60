import type { CustomerSpec, PaymentProfileSpec } from './customer-types.ts';

const visa: PaymentProfileSpec = {
  key: 'visa',
  paymentTypeId: 1,
  cardType: 'Visa',
  cardNumber: 'XXXX1111',
  defaultPaymentProfile: true,
};

/**
 * `demo`, the showcase account (DESIGN §5). Enrollment order matters: the selector groups
 * by address in id order, so the Dallas power comes first, then Houston power and gas.
 */
export const demoCustomer: CustomerSpec = {
  userName: 'demo',
  brand: 'brightline',
  seed: 1001,
  profile: {
    firstName: 'Dana',
    lastName: 'Rivera',
    customerName: 'Dana Rivera',
    phone: '(214) 555-0142',
    email: 'dana.rivera@example.com',
    alternativeEmail: 'dana.r.home@example.com',
    preferredLanguage: 'en',
    sendToMainEmail: true,
    optedMarketingComs: true,
  },
  addresses: [
    // Dallas (Oncor) for power only; Houston has both CenterPoint power and gas.
    {
      key: 'home',
      address1: '4812 Swiss Ave',
      city: 'Dallas',
      county: 'Dallas',
      zip: '75214',
      ldcAccount: '10443720004812351',
      utility: 'oncor',
    },
    {
      key: 'rental',
      address1: '2317 Harvard St',
      city: 'Houston',
      county: 'Harris',
      zip: '77008',
      ldcAccount: '10089010023170081',
      utility: 'cnp',
    },
    {
      key: 'rentalGas',
      address1: '2317 Harvard St',
      city: 'Houston',
      county: 'Harris',
      zip: '77008',
      ldcAccount: '64023170085',
      utility: 'cnpGas',
    },
  ],
  enrollments: [
    {
      address: 'home',
      plans: [
        { name: 'Brightline Saver 12', from: { month: -24, day: 1 } },
        { name: 'Brightline Green 24', from: { month: -12, day: 1 } },
      ],
      status: 'active',
      serviceStart: { month: -24, day: 1 },
      usageScale: 1.05,
      billingAccount: '3000418821',
      autopayProfile: 'visa',
      autopaySince: -8,
      payWith: ['bank'],
      flags: { idMethodDelivery: 2 },
    },
    {
      address: 'rental',
      plans: [
        { name: 'Brightline Saver 12', from: { month: -24, day: 1 } },
        { name: 'Brightline Saver 12', from: { month: -10, day: 1 } },
      ],
      status: 'active',
      serviceStart: { month: -24, day: 1 },
      usageScale: 0.8,
      billingAccount: '3000418839',
      billingGroup: 'rental',
      payWith: ['bank', 'bank', 'card'],
      returnedPaymentAgo: 6,
      // Contract ends within two months: the renewal offer shows.
      flags: { isRenewable: true, showRenewable: true },
    },
    {
      address: 'rentalGas',
      plans: [{ name: 'Brightline Gas Fixed 12', from: { month: -12, day: 1 } }],
      status: 'active',
      serviceStart: { month: -24, day: 1 },
      usageScale: 1,
      billingAccount: '3000418839',
      billingGroup: 'rental',
      payWith: ['bank', 'bank', 'card'],
    },
  ],
  paymentProfiles: [
    visa,
    {
      key: 'checking',
      paymentTypeId: 2,
      routingNumber: 'XXXX0021',
      accountNumber: 'XXXX6789',
      accountType: 'checking',
      defaultPaymentProfile: false,
    },
  ],
};
