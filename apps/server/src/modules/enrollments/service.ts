import {
  type Address,
  type AddressGroup,
  type Enrollment,
  type Plan,
  earlyTerminationFee,
  marketToday,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import type { CustomerCache } from '../../db/customer-cache.ts';
import { type EnrollmentRow, findEnrollmentsWithHistory } from './repository.ts';

/** The fee ending service today would cost, by the plan the enrollment is on now. */
function etfToday(e: EnrollmentRow['enrollment'], current: Plan | undefined): number | null {
  if (!current) return null;
  const terms = {
    cancellationFee: current.cancellation_fee,
    cancellationFeeType: current.cancellation_fee_type,
    contractEndDate: e.contractEndDate,
    waiveEtf: e.waiveEtf,
  };
  return earlyTerminationFee(terms, marketToday());
}

type AddressColumns = EnrollmentRow['serviceAddress'];

function toAddress(a: AddressColumns): Address {
  return {
    address_1: a.address1,
    address_2: a.address2,
    city: a.city,
    state: a.state,
    ldc_account: a.ldcAccount,
    correspondence_zip: a.correspondenceZip,
  };
}

function toEnrollment(row: EnrollmentRow): Enrollment {
  const { enrollment: e, plans } = row;
  return {
    id_enrollment: e.idEnrollment,
    id_status: e.idStatus,
    contract_start_date: e.contractStartDate,
    contract_end_date: e.contractEndDate,
    isRenewable: e.isRenewable,
    winbackProcess: e.winbackProcess,
    showRenewable: e.showRenewable,
    showReEnroll: e.showReEnroll,
    showReinstatement: e.showReinstatement,
    pendingDepositAmount: e.pendingDepositAmount,
    showPaymentDeposit: e.showPaymentDeposit,
    canMakePayments: e.canMakePayments,
    showPayments: e.showPayments,
    showCancelButton: e.showCancelButton,
    isActive: e.isActive,
    isTxMarket: e.isTxMarket,
    waive_etf: e.waiveEtf,
    early_termination_fee: etfToday(e, plans[0]),
    id_method_delivery: e.idMethodDelivery,
    plans,
    service_address: toAddress(row.serviceAddress),
    billing_address: toAddress(row.billingAddress),
    enrollment_statuses: row.statuses,
    scheduled_renewal: row.renewal,
  };
}

/**
 * Gas and electricity at one premise are separate address rows (each has its own LDC
 * account), so a premise is recognised by its street address, not by the row id.
 */
function premiseKey(a: AddressColumns): string {
  return [a.address1, a.address2, a.city, a.state, a.correspondenceZip]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

/** More enrollments than a household has are read each time rather than held in memory. */
const keptEnrollmentsAtMost = 20;

/**
 * A customer's enrollments grouped by service address (spec §2 Enrollment selector): one
 * prepared read whatever the number of enrollments, kept in the customer cache (migration
 * 0031's triggers and the enrollment writes drop it). What is kept is the rows; the fee for
 * ending service today is worked out on each request, so it follows the calendar. Groups keep
 * the order of their first enrollment id.
 */
export async function listEnrollmentsByAddress(
  cache: CustomerCache,
  db: Db,
  customerId: number,
): Promise<AddressGroup[]> {
  const rows = await cache.find(
    customerId,
    'enrollments',
    () => findEnrollmentsWithHistory(db, customerId),
    (found) => found.length <= keptEnrollmentsAtMost,
  );
  const groups = new Map<string, AddressGroup>();
  for (const row of rows) {
    const enrollment = toEnrollment(row);
    const key = premiseKey(row.serviceAddress);
    const group = groups.get(key);
    if (group) group.enrollments.push(enrollment);
    else groups.set(key, { service_address: enrollment.service_address, enrollments: [enrollment] });
  }
  return [...groups.values()];
}
