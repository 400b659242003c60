import { type ConfigurationParameters, configurationParameters } from '@myaccount/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { initialUtilState } from '../util';
import { saveTokens } from '../../lib/session-store';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import { PaymentMethodModal } from './payment-method-modal';
import { TestProviders } from '../../testing/test-providers';

const ADD_URL = 'https://gateway.example/customer/addPayment';
const EDIT_URL = 'https://gateway.example/customer/editPayment';
// The portal asks the hosted form for the reader's language (issue 10 §5).
const inEnglish = (url: string) => `${url}?lang=en`;

function config(gateway: 1 | 2): ConfigurationParameters {
  return configurationParameters.parse({
    payment_gateway: gateway,
    available_payment_types_deposits: 0,
    available_payment_types_one_time_payments: 0,
    available_payment_types_recurring_billing: 0,
    my_account_transfer_of_service: true,
    my_account_reenroll_option: true,
    my_account_reinstate_option: true,
    my_account_show_etf_drop_validation: true,
    my_account_days_to_request_drop: 30,
  });
}

/*
 * jsdom cannot navigate, so submitting the hosted form is recorded here: what a browser
 * would post (action, target, fields) is read from the form element at that moment.
 */
interface Posted {
  action: string;
  method: string;
  target: string;
  fields: Record<string, string>;
}
let posted: Posted[];
beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      method: this.method,
      target: this.target,
      fields: Object.fromEntries(Array.from(new FormData(this), ([k, v]) => [k, String(v)])),
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Props = Partial<ComponentProps<typeof PaymentMethodModal>>;

function renderModal(gateway: 1 | 2, props: Props = {}) {
  let n = 0;
  const fake = createFakeFetch(() => {
    n += 1;
    return jsonResponse({ token: `page-token-${n}`, addUrl: ADD_URL, editUrl: EDIT_URL, gateway });
  });
  vi.stubGlobal('fetch', fake.fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  const store = createAppStore({
    auth: { user: makeProfile() },
    util: { ...initialUtilState, configurationParameters: config(gateway), configurationStatus: 'ready' },
  });
  const all = { show: true, onHide: vi.fn(), purpose: 2 as const, ...props };
  const view = render(
    <TestProviders store={store}>
      <PaymentMethodModal {...all} />
    </TestProviders>,
  );
  const rerender = (next: Props) =>
    view.rerender(
      <TestProviders store={store}>
        <PaymentMethodModal {...all} {...next} />
      </TestProviders>,
    );
  return { calls: fake.calls, rerender };
}

const tokenRequests = (calls: { url: string; body: unknown }[]) =>
  calls
    .filter((c) => c.url.includes('hosted-profile-page-token'))
    .map((c) => c.body as Record<string, unknown>);

describe('PaymentMethodModal: how the hosted form is posted (spec §7)', () => {
  it('adding: posts the token to the add URL into the embedded frame', async () => {
    renderModal(1);
    await waitFor(() => expect(posted).toHaveLength(1));
    const frame = document.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(posted[0]).toEqual({
      action: inEnglish(ADD_URL),
      method: 'post',
      target: frame!.name,
      fields: { token: 'page-token-1' },
    });
  });

  it('editing: posts the token and paymentProfileId to the edit URL into the frame', async () => {
    renderModal(1, { paymentProfileToken: 'sbx-pay-9' });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Edit payment' })).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      action: inEnglish(EDIT_URL),
      target: document.querySelector('iframe')!.name,
      fields: { token: 'page-token-1', paymentProfileId: 'sbx-pay-9' },
    });
  });

  it('redirect mode: posts in the page itself (target _self) and shows no frame', async () => {
    renderModal(1, { redirect: true, paymentProfileToken: 'sbx-pay-9' });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: inEnglish(EDIT_URL),
      method: 'post',
      target: '_self',
      fields: { token: 'page-token-1', paymentProfileId: 'sbx-pay-9' },
    });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('PaymentMethodModal: payment type on gateway B (spec §2, §4)', () => {
  it('the radio pair reloads the form with the chosen type; a reopened modal starts again from credit card', async () => {
    const { calls, rerender } = renderModal(2);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Bank Account' }));
    // Switching reloads the hosted form: a new session, posted again.
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.fields.token).toBe('page-token-2');
    rerender({ show: false });
    rerender({ show: true });
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(tokenRequests(calls).map((b) => b.paymentType)).toEqual([1, 2, 1]);
  });

  it('editing a bank account opens the bank form without a type choice', async () => {
    const { calls } = renderModal(2, { paymentProfileToken: 'sbx-pay-9', editingType: 2 });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(tokenRequests(calls)).toEqual([
      expect.objectContaining({ paymentType: 2, paymentProfileToken: 'sbx-pay-9' }),
    ]);
  });

  it('gateway A asks for every allowed type at once and shows no radio', async () => {
    const { calls } = renderModal(1);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(tokenRequests(calls).map((b) => b.paymentType)).toEqual([0]);
  });
});
