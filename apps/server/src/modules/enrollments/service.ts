import {
  type Address,
  type AddressGroup,
  type Enrollment,
  type EnrollmentStatus,
  type Plan,
  earlyTerminationFee,
  marketToday,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import {
  type EnrollmentRow,
  type PlanRow,
  type RenewalRow,
  type StatusRow,
  findEnrollmentsWithHistory,
} from './repository.ts';

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

function toPlan({ plan, utility, commodity }: PlanRow): Plan {
  return {
    id_plan: plan.idPlan,
    name: plan.name,
    id_plan_type: plan.idPlanType,
    rate: plan.rate,
    monthly_fee: plan.monthlyFee,
    cancellation_fee: plan.cancellationFee,
    cancellation_fee_type: plan.cancellationFeeType,
    recurring_billing_required: plan.recurringBillingRequired,
    customerType: plan.customerType,
    terms: plan.terms,
    // The wire keeps the legacy list shape; our plans have exactly one of each.
    commodities: [
      { name: commodity.name, billing_system_commodity_name: commodity.billingSystemCommodityName },
    ],
    utilities: [
      {
        id_utility: utility.idUtility,
        formal_name: utility.formalName,
        logo: utility.logo,
        divide_montly_fee_by: utility.divideMontlyFeeBy,
        phone_number: utility.phoneNumber,
        website: utility.website,
        wizard_ldc_label: utility.wizardLdcLabel,
        wizard_ldc_label_es: utility.wizardLdcLabelEs,
        renewal_alert: utility.renewalAlert,
        renewal_alert_text: utility.renewalAlertText,
        renewal_alert_text_es: utility.renewalAlertTextEs,
        present_divided_monthly_fee: utility.presentDividedMonthlyFee,
        uom: utility.uom,
      },
    ],
  };
}

function toStatus(s: StatusRow, language: string): EnrollmentStatus {
  return {
    id_status: s.idStatus,
    code: s.code,
    name: s.name,
    customer_text: language === 'es' ? s.customerTextEs : s.customerText,
    changed_at: s.changedAt.toISOString(),
  };
}

function toEnrollment(
  row: EnrollmentRow,
  plans: Plan[],
  statuses: EnrollmentStatus[],
  renewal: RenewalRow | undefined,
): Enrollment {
  const e = row.enrollment;
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
    enrollment_statuses: statuses,
    scheduled_renewal: renewal ? { plan_name: renewal.planName, start_date: renewal.startDate } : null,
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

function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row));
    if (list) list.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * A customer's enrollments grouped by service address (spec §2 Enrollment selector).
 * Four prepared reads sent together whatever the number of enrollments. Groups keep the
 * order of their first enrollment id.
 */
export async function listEnrollmentsByAddress(db: Db, customerId: number): Promise<AddressGroup[]> {
  const { rows, planRows, statusRows, renewalRows } = await findEnrollmentsWithHistory(db, customerId);
  const plansById = groupBy(planRows, (p) => p.enrollmentId);
  const statusesById = groupBy(statusRows, (s) => s.enrollmentId);

  const groups = new Map<string, AddressGroup>();
  for (const row of rows) {
    const id = row.enrollment.idEnrollment;
    const enrollment = toEnrollment(
      row,
      (plansById.get(id) ?? []).map(toPlan),
      (statusesById.get(id) ?? []).map((s) => toStatus(s, row.language)),
      renewalRows.find((r) => r.enrollmentId === id),
    );
    const key = premiseKey(row.serviceAddress);
    const group = groups.get(key);
    if (group) group.enrollments.push(enrollment);
    else groups.set(key, { service_address: enrollment.service_address, enrollments: [enrollment] });
  }
  return [...groups.values()];
}
