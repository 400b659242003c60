import type { Address, AddressGroup, Enrollment, Notification, Plan } from '@myaccount/contract';

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    address_1: '100 Main St',
    address_2: '',
    city: 'Houston',
    state: 'TX',
    ldc_account: '1008901000000000000001',
    correspondence_zip: '77002',
    ...overrides,
  };
}

export function makePlan(commodity = 'Electricity', overrides: Partial<Plan> = {}): Plan {
  return {
    id_plan: 1,
    name: 'Fixed 12',
    id_plan_type: 1,
    rate: 0.129,
    monthly_fee: 9.95,
    cancellation_fee: 150,
    cancellation_fee_type: 'flat',
    recurring_billing_required: false,
    customerType: 'residential',
    terms: 12,
    commodities: [{ name: commodity, billing_system_commodity_name: commodity.toUpperCase() }],
    utilities: [
      {
        id_utility: 1,
        formal_name: 'CenterPoint Energy',
        logo: '',
        divide_montly_fee_by: 1,
        phone_number: '',
        website: '',
        wizard_ldc_label: 'ESI ID',
        wizard_ldc_label_es: '',
        renewal_alert: false,
        renewal_alert_text: '',
        renewal_alert_text_es: '',
        present_divided_monthly_fee: false,
        uom: 'kWh',
      },
    ],
    ...overrides,
  };
}

export function makeEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  const address = overrides.service_address ?? makeAddress();
  return {
    id_enrollment: 101,
    id_status: 1,
    contract_start_date: '2025-01-01',
    contract_end_date: '2026-12-31',
    isRenewable: false,
    winbackProcess: false,
    showRenewable: false,
    showReEnroll: false,
    showReinstatement: false,
    pendingDepositAmount: 0,
    showPaymentDeposit: false,
    canMakePayments: true,
    showPayments: true,
    showCancelButton: true,
    isActive: true,
    isTxMarket: true,
    waive_etf: false,
    early_termination_fee: 150,
    id_method_delivery: 2,
    plans: [makePlan()],
    service_address: address,
    billing_address: address,
    enrollment_statuses: [
      {
        id_status: 1,
        code: 'active',
        name: 'Active',
        customer_text: 'Active service',
        changed_at: '2025-01-01T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeGroup(enrollments: Enrollment[], address: Address = makeAddress()): AddressGroup {
  return { service_address: address, enrollments };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id_notification: 1,
    sent_date: '2026-11-20T15:00:00.000Z',
    read_date: null,
    id_sender: 1,
    messages: [{ subject: 'Your bill is ready', body: 'Your November statement is available.' }],
    kind: '',
    params: {},
    ...overrides,
  };
}
