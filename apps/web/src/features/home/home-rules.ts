import {
  type ChangeBlock,
  changeBlock,
  type ConfigurationParameters,
  type Enrollment,
  formatRate,
  hasEnded,
  languageOf,
  type Plan,
  type Utility,
} from '@myaccount/contract';
import { hasPendingDeposit } from '../payments';

export type HomeAction = 'renew' | 'reEnroll' | 'reinstate' | 'payDeposit' | 'cancel' | 'transfer';

/**
 * Which service buttons the enrollment's flags and the configuration parameters allow
 * (issue 4, Home). Configuration not loaded yet means "not allowed": never flash a button
 * that may vanish a moment later.
 */
export function allowedActions(e: Enrollment, config: ConfigurationParameters | null): HomeAction[] {
  const actions: HomeAction[] = [];
  if (e.isRenewable && e.showRenewable) actions.push('renew');
  // Re-enrol a service that has ended; reinstate one scheduled to end or dropped (issue 15:
  // the server answers the window and the premise, the screen words its refusal).
  const code = e.enrollment_statuses[0]?.code;
  if (e.showReEnroll && config?.my_account_reenroll_option && hasEnded(code)) actions.push('reEnroll');
  if (e.showReinstatement && config?.my_account_reinstate_option && isReinstatable(code)) {
    actions.push('reinstate');
  }
  if (hasPendingDeposit(e)) actions.push('payDeposit');
  // Actions follow the state (issue 15): nothing to cancel or move while a change is pending.
  if (serviceChangeBlock(e) !== null) return actions;
  if (e.showCancelButton) actions.push('cancel');
  if (config?.my_account_transfer_of_service) actions.push('transfer');
  return actions;
}

/** A service scheduled to end or dropped: the statuses reinstatement is for. */
function isReinstatable(code: string | undefined): boolean {
  return code === 'pending_drop' || code === 'dropped';
}

/** Why this service cannot be cancelled or moved now (the server's rule), or null. */
export function serviceChangeBlock(e: Enrollment): ChangeBlock | null {
  return changeBlock(e.enrollment_statuses[0]?.code, e.isActive);
}

/** Spec §3: the monthly fee shown divided when the utility asks for it. */
export function displayedMonthlyFee(plan: Plan): number {
  const utility = plan.utilities[0];
  const by = utility?.divide_montly_fee_by ?? 1;
  return utility?.present_divided_monthly_fee && by > 1
    ? Math.round((plan.monthly_fee / by) * 100) / 100
    : plan.monthly_fee;
}

/** The plan's energy rate in cents per unit, as retail rates are quoted in Texas. */
export function planRate(plan: Plan, language: string): string {
  if (!plan.rate) return '-';
  return formatRate(plan.rate, language, plan.utilities[0]?.uom || 'kWh');
}

/**
 * The utility's renewal alert in the reader's language, or null when the utility shows none.
 * A Spanish reader gets the utility's Spanish text; when it wrote none, the portal's own
 * wording (`fallback`) rather than the English (issue 10 §5).
 */
export function renewalAlertText(
  utility: Utility | undefined,
  language: string,
  fallback: string,
): string | null {
  if (!utility?.renewal_alert || !utility.renewal_alert_text.trim()) return null;
  if (languageOf(language) === 'en') return utility.renewal_alert_text;
  return utility.renewal_alert_text_es.trim() || fallback;
}
