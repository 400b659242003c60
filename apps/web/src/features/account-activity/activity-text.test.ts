import type { AccountActivityItem } from '@myaccount/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../../public/locales/es/translation.json';
import { activitySentence } from './activity-text';

const item = (over: Partial<AccountActivityItem>): AccountActivityItem => ({
  id: 1,
  at: '2026-11-25T15:00:00.000Z',
  action: 'session.sign-in',
  entity: 'session',
  entityId: '',
  agent: null,
  details: {},
  ...over,
});

const en = (i: Partial<AccountActivityItem>) => activitySentence(i18next.t, item(i), 'en');
let spanish: typeof i18next;
beforeAll(async () => {
  spanish = i18next.createInstance();
  await spanish.init({
    lng: 'es',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { es: { translation: es } },
  });
});
const inSpanish = (i: Partial<AccountActivityItem>) => activitySentence(spanish.t, item(i), 'es');

describe('activitySentence', () => {
  it('names the agent who acted for the customer, in English and in Spanish (usted)', () => {
    const phone = {
      action: 'profile.update',
      agent: 'Ana',
      details: { changes: { phone: { from: 'a', to: 'b' } } },
    };
    expect(en(phone)).toBe('Support agent Ana changed your phone number');
    expect(inSpanish(phone)).toBe('Agente de soporte Ana cambió su número de teléfono');
    expect(en({ ...phone, agent: null })).toBe('You changed your phone number');
    expect(inSpanish({ ...phone, agent: null })).toBe('Usted cambió su número de teléfono');
  });

  it('lists several changed fields once each', () => {
    const changes = { email: {}, phone: {}, sendToMainEmail: {}, sendToSecondaryEmail: {} };
    expect(en({ action: 'profile.update', details: { changes } })).toBe(
      'You changed your e-mail address, phone number, and notice settings',
    );
  });

  it('names the door of a sign-in, and an agent opening the account', () => {
    expect(en({ details: { method: 'passkey' } })).toBe('You signed in with a passkey');
    expect(en({ details: { method: 'two-step' } })).toBe(
      'You signed in with the password and a two-step code',
    );
    expect(en({ details: {} })).toBe('You signed in');
    expect(en({ agent: 'Ana', details: { method: 'password' } })).toBe(
      'Support agent Ana opened your account to help you',
    );
  });

  it('shows amounts of payments, and a payment that was not approved as such', () => {
    expect(en({ action: 'payment.pay', details: { amount: 42.5, status: 'approved' } })).toBe(
      'You paid $\u00a042.50',
    );
    expect(en({ action: 'payment.pay', details: { amount: 42.5, status: 'declined' } })).toBe(
      'You tried to pay $\u00a042.50; it was not approved',
    );
  });

  it('words the sign-in method changes, and any action it does not know as a change', () => {
    expect(en({ action: 'two-step.on' })).toBe('You turned on two-step verification');
    expect(en({ action: 'passkey.remove' })).toBe('You removed a passkey');
    expect(en({ action: 'password.reset' })).toBe('Your password was reset with a link sent by e-mail');
    expect(en({ action: 'something.new' })).toBe('You made a change to your account');
  });

  it('has a sentence in both languages for every action the server records', () => {
    const actions = [
      'session.sign-in',
      'session.end',
      'password.change',
      'password.reset',
      'profile.update',
      'payment.pay',
      'budget.update',
      'payment-help.extension',
      'payment-help.deferred-plan',
      'payment-help.average-billing.join',
      'payment-help.average-billing.leave',
      'api-token.create',
      'api-token.revoke',
      'payment-profile.add',
      'payment-profile.delete',
      'recurring-billing.enable',
      'recurring-billing.disable',
      'enrollment.drop',
      'enrollment.transfer',
      'enrollment.change_withdrawn',
      'enrollment.delivery-method',
      'credit-letter.upload',
      'passkey.add',
      'passkey.remove',
      'passkey.rename',
      'two-step.on',
      'two-step.off',
      'account.link',
    ];
    for (const action of actions) {
      const details = {
        amount: 10,
        monthlyAmount: 10,
        newDueDate: '2026-12-01',
        name: 'x',
        method: 'password',
      };
      const english = en({ action, details });
      expect(english, action).not.toMatch(/Activity\.|made a change|{{/);
      expect(inSpanish({ action, details }), action).not.toMatch(/Activity\.|hizo un cambio|{{/);
    }
  });
});
