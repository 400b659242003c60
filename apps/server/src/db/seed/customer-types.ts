import type { customers, enrollments } from '../schema/index.ts';
import type { StatusKey, UtilityKey } from './catalog.ts';
import type { BrandKey } from './plans.ts';

export interface AddressSpec {
  key: string;
  address1: string;
  address2?: string;
  city: string;
  county: string;
  zip: string;
  /** ESIID (17 digits) for power, the gas LDC account number for gas. */
  ldcAccount: string;
  utility: UtilityKey;
}

/** A month relative to the seed month (0 = this month) and a day of that month. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface EnrollmentSpec {
  address: string;
  /** Plans the enrollment has been on, oldest first; the last one is the current contract. */
  plans: { name: string; from: MonthDay }[];
  status: StatusKey;
  /** Service (and billing) began here; statements run from this month to last month. */
  serviceStart: MonthDay;
  /** Typical-month scale of the consumption model (1 = a 2,000 sq ft Houston house). */
  usageScale: number;
  billingAccount: string;
  /** Where bills go when not to the service address. */
  billingAddress?: Omit<AddressSpec, 'key' | 'utility' | 'ldcAccount'>;
  /** Enrollments with the same group name are billed together (one billing group id). */
  billingGroup?: string;
  /** Autopay with this payment profile since `autopaySince` (months before the seed month). */
  autopayProfile?: string;
  autopaySince?: number;
  /** The payment this many statements before the latest bounces and is paid again. */
  returnedPaymentAgo?: number;
  /** The latest bills left unpaid (default 1); 2 or more leaves an overdue balance. */
  unpaidBills?: number;
  /** Payment method labels used for the payment history, cycled month by month. */
  payWith: ('card' | 'bank' | 'autopay')[];
  /**
   * A drop the customer asked for (issue 15): its last day of service `lastDay` days from the
   * seed day (negative: past, so the service has ended and `status` is 'dropped'), requested
   * `requestedDaysAgo` days ago. Recorded as a service change and in the status history.
   */
  drop?: { lastDay: number; requestedDaysAgo: number };
  flags?: Partial<typeof enrollments.$inferInsert>;
}

export interface PaymentProfileSpec {
  key: string;
  paymentTypeId: 1 | 2;
  cardType?: string;
  cardNumber?: string;
  routingNumber?: string;
  accountNumber?: string;
  accountType?: string;
  defaultPaymentProfile: boolean;
}

export interface CustomerSpec {
  userName: string;
  brand: BrandKey;
  profile: Omit<typeof customers.$inferInsert, 'brandId' | 'userName' | 'passwordHash' | 'customerHash'>;
  addresses: AddressSpec[];
  enrollments: EnrollmentSpec[];
  paymentProfiles: PaymentProfileSpec[];
  /** Seeds the consumption model, so each customer has its own but repeatable numbers. */
  seed: number;
}
