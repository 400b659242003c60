import { type ConfigurationParameters, configurationParameters } from '@myaccount/contract';
import { describe, expect, it } from 'vitest';
import { makeEnrollment, makePlan } from '../../testing/enrollment-fixtures';
import { allowedActions, displayedMonthlyFee, planRate, renewalAlertText } from './home-rules';

// Parsed, so parameters this test does not name take their contract defaults.
const config = (overrides: Partial<ConfigurationParameters> = {}): ConfigurationParameters =>
  configurationParameters.parse({
    payment_gateway: 1,
    available_payment_types_deposits: 0,
    available_payment_types_one_time_payments: 0,
    available_payment_types_recurring_billing: 0,
    my_account_transfer_of_service: false,
    my_account_reenroll_option: false,
    my_account_reinstate_option: false,
    my_account_show_etf_drop_validation: false,
    my_account_days_to_request_drop: 30,
    ...overrides,
  });

describe('allowedActions', () => {
  const quiet = { showCancelButton: false };
  it('needs both renewal flags to offer renewal', () => {
    expect(allowedActions(makeEnrollment({ ...quiet, isRenewable: true }), config())).toEqual([]);
    expect(
      allowedActions(makeEnrollment({ ...quiet, isRenewable: true, showRenewable: true }), config()),
    ).toEqual(['renew']);
  });

  it('needs the enrollment flag, the configuration parameter and an ended service for re-enroll and reinstate', () => {
    const status = (code: string) => [{ ...makeEnrollment().enrollment_statuses[0]!, code }];
    const flags = { ...quiet, showReEnroll: true, showReinstatement: true };
    const both = config({ my_account_reenroll_option: true, my_account_reinstate_option: true });
    const dropped = makeEnrollment({ ...flags, enrollment_statuses: status('dropped') });
    expect(allowedActions(dropped, config())).toEqual([]);
    expect(allowedActions(dropped, null)).toEqual([]);
    expect(allowedActions(dropped, both)).toEqual(['reEnroll', 'reinstate']);
    // Still running: nothing to enrol again or reinstate; scheduled to end: reinstate only.
    expect(allowedActions(makeEnrollment(flags), both)).toEqual([]);
    const ending = makeEnrollment({ ...flags, enrollment_statuses: status('pending_drop') });
    expect(allowedActions(ending, both)).toEqual(['reinstate']);
    const movedOut = makeEnrollment({ ...flags, enrollment_statuses: status('move_out') });
    expect(allowedActions(movedOut, both)).toEqual(['reEnroll']);
  });

  it('offers a deposit payment only with an amount pending, cancel and transfer by their switches', () => {
    expect(allowedActions(makeEnrollment({ ...quiet, showPaymentDeposit: true }), config())).toEqual([]);
    expect(
      allowedActions(makeEnrollment({ showPaymentDeposit: true, pendingDepositAmount: 150 }), config()),
    ).toEqual(['payDeposit', 'cancel']);
    expect(allowedActions(makeEnrollment(quiet), config({ my_account_transfer_of_service: true }))).toEqual([
      'transfer',
    ]);
  });
});

describe('plan figures', () => {
  it('divides the monthly fee only when the utility presents it divided', () => {
    const utility = makePlan().utilities[0]!;
    const divided = makePlan('Electricity', {
      monthly_fee: 10,
      utilities: [{ ...utility, divide_montly_fee_by: 3, present_divided_monthly_fee: true }],
    });
    expect(displayedMonthlyFee(divided)).toBe(3.33);
    const notPresented = makePlan('Electricity', {
      monthly_fee: 10,
      utilities: [{ ...utility, divide_montly_fee_by: 3, present_divided_monthly_fee: false }],
    });
    expect(displayedMonthlyFee(notPresented)).toBe(10);
  });

  it('quotes the rate in cents per unit', () => {
    expect(planRate(makePlan('Electricity', { rate: 0.129 }), 'en')).toBe('12.9000\u00a0¢/kWh');
    expect(planRate(makePlan('Electricity', { rate: 0.129 }), 'es')).toBe('12.9000\u00a0¢/kWh');
    expect(planRate(makePlan('Electricity', { rate: 0 }), 'en')).toBe('-');
  });
});

describe('renewalAlertText', () => {
  const utility = {
    ...makePlan('Electricity').utilities[0]!,
    renewal_alert: true,
    renewal_alert_text: 'Your contract ends soon.',
    renewal_alert_text_es: 'Su contrato vence pronto.',
  };

  it('words the alert in the reader’s language, never English for a Spanish reader', () => {
    expect(renewalAlertText(utility, 'en', 'fallback')).toBe('Your contract ends soon.');
    expect(renewalAlertText(utility, 'es', 'fallback')).toBe('Su contrato vence pronto.');
    expect(renewalAlertText({ ...utility, renewal_alert_text_es: ' ' }, 'es', 'Renuévelo')).toBe('Renuévelo');
  });

  it('shows none when the utility turns it off or wrote no text', () => {
    expect(renewalAlertText({ ...utility, renewal_alert: false }, 'es', 'x')).toBeNull();
    expect(renewalAlertText({ ...utility, renewal_alert_text: '' }, 'en', 'x')).toBeNull();
    expect(renewalAlertText(undefined, 'en', 'x')).toBeNull();
  });
});
