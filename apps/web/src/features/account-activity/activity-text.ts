import type { AccountActivityItem } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';

/**
 * One entry of the account's trail as a sentence the customer reads: who did it ("You" or
 * "Support agent Ana") and what, e.g. "Support agent Ana changed your phone number" (issue 14).
 * An action this page does not know yet still shows, as a change to the account.
 */
export function activitySentence(t: TFunction, item: AccountActivityItem, language: string): string {
  const who = item.agent ? t('Activity.Agent', { name: item.agent }) : t('Activity.You');
  const d = item.details;
  const amount = (value: unknown) => formatMoney(typeof value === 'number' ? value : Number(value));
  switch (item.action) {
    case 'session.sign-in':
      if (item.agent) return t('Activity.SignIn.Agent', { who });
      return t(SIGN_IN_KEYS[String(d.method)] ?? 'Activity.SignIn.Unknown', { who });
    case 'session.end':
      return t('Activity.SessionEnd', { who });
    case 'password.change':
      return t('Activity.PasswordChange', { who });
    case 'password.reset':
      return t('Activity.PasswordReset');
    case 'profile.update':
      return t('Activity.ProfileChange', { who, fields: changedFields(t, d.changes, language) });
    case 'payment.pay':
      return t(d.status === 'approved' ? 'Activity.Payment' : 'Activity.PaymentNotApproved', {
        who,
        amount: amount(d.amount),
      });
    case 'budget.update':
      return t('Activity.Budget', { who, amount: amount(d.monthlyAmount) });
    case 'payment-help.extension':
      return t('Activity.Extension', { who, date: formatDate(String(d.newDueDate), language) });
    case 'payment-help.deferred-plan':
      return t('Activity.PaymentPlan', { who, amount: amount(d.amount) });
    case 'payment-help.average-billing.join':
      return t('Activity.AverageJoin', { who, amount: amount(d.monthlyAmount) });
    case 'api-token.create':
      return t('Activity.TokenCreated', { who, name: String(d.name ?? '') });
    case 'api-token.revoke':
      return t('Activity.TokenRevoked', { who, name: String(d.name ?? '') });
    default:
      return t(PLAIN_KEYS[item.action] ?? 'Activity.Other', { who });
  }
}

const SIGN_IN_KEYS: Record<string, string> = {
  password: 'Activity.SignIn.Password',
  passkey: 'Activity.SignIn.Passkey',
  'two-step': 'Activity.SignIn.TwoStep',
};

/** Actions whose sentence needs nothing but who did it. */
const PLAIN_KEYS: Record<string, string> = {
  'payment-profile.add': 'Activity.PaymentMethodAdded',
  'payment-profile.delete': 'Activity.PaymentMethodRemoved',
  'recurring-billing.enable': 'Activity.AutopayOn',
  'recurring-billing.disable': 'Activity.AutopayOff',
  'enrollment.drop': 'Activity.ServiceEnd',
  'enrollment.transfer': 'Activity.ServiceMove',
  'enrollment.change_withdrawn': 'Activity.ServiceChangeWithdrawn',
  'enrollment.delivery-method': 'Activity.Delivery',
  'credit-letter.upload': 'Activity.CreditLetter',
  'payment-help.average-billing.leave': 'Activity.AverageLeave',
  'passkey.add': 'Activity.PasskeyAdded',
  'passkey.remove': 'Activity.PasskeyRemoved',
  'passkey.rename': 'Activity.PasskeyRenamed',
  'two-step.on': 'Activity.TwoStepOn',
  'two-step.off': 'Activity.TwoStepOff',
  'account.link': 'Activity.AccountLinked',
};

/** The profile fields an update changed, as nouns ("phone number and e-mail address"). */
const FIELD_KEYS: Record<string, string> = {
  userName: 'Activity.Field.UserName',
  email: 'Activity.Field.Email',
  alternativeEmail: 'Activity.Field.AlternativeEmail',
  phone: 'Activity.Field.Phone',
  sendToMainEmail: 'Activity.Field.Notices',
  sendToSecondaryEmail: 'Activity.Field.Notices',
  preferredLanguage: 'Activity.Field.Language',
  optedMarketingComs: 'Activity.Field.Marketing',
};

function changedFields(t: TFunction, changes: unknown, language: string): string {
  const names = Object.keys(typeof changes === 'object' && changes !== null ? changes : {});
  const nouns = [...new Set(names.map((name) => FIELD_KEYS[name] ?? 'Activity.Field.Details'))].map((key) =>
    t(key),
  );
  if (nouns.length === 0) nouns.push(t('Activity.Field.Details'));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(nouns);
}
