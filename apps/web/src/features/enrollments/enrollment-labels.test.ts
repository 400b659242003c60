import { describe, expect, it } from 'vitest';
import { makeAddress, makeEnrollment, makeGroup, makePlan } from '../../testing/enrollment-fixtures';
import { accountLabel, addressHeader, commodityOf, isSelectorHidden } from './enrollment-labels';

const electric = makeEnrollment({ id_enrollment: 11 });
const gas = makeEnrollment({ id_enrollment: 12, plans: [makePlan('Gas')] });

describe('enrollment labels (spec §2)', () => {
  it('heads a group with address line 1 and city', () => {
    expect(addressHeader(makeGroup([], makeAddress({ address_1: '9 Elm St', city: 'Austin' })))).toBe(
      '9 Elm St, Austin',
    );
  });
  it('counts a commodity as electricity unless it is named Gas', () => {
    expect(commodityOf(gas).kind).toBe('gas');
    expect(commodityOf(electric).kind).toBe('electricity');
    expect(commodityOf(makeEnrollment({ plans: [makePlan('Solar')] })).kind).toBe('electricity');
  });
  it('labels with the LDC label and account, or the account-number label and id in the alternate theme', () => {
    expect(accountLabel(electric, null, 'en')).toBe('ESI ID 1008901000000000000001');
    // A label without Spanish words reads the same in Spanish; one with them is worded.
    expect(accountLabel(electric, null, 'es')).toBe('ESI ID 1008901000000000000001');
    const utility = { ...makePlan('Gas').utilities[0]!, wizard_ldc_label: 'Account number' };
    const worded = makeEnrollment({
      plans: [{ ...makePlan('Gas'), utilities: [{ ...utility, wizard_ldc_label_es: 'Número de cuenta' }] }],
    });
    expect(accountLabel(worded, null, 'es')).toMatch(/^Número de cuenta /);
    expect(accountLabel(worded, null, 'en')).toMatch(/^Account number /);
    expect(accountLabel(electric, { accountNumberLabel: 'Account number' }, 'en')).toBe('Account number 11');
  });
  it('hides the selector in the alternate theme only for one address with one enrollment', () => {
    const single = [makeGroup([electric])];
    expect(isSelectorHidden(single, true)).toBe(true);
    expect(isSelectorHidden(single, false)).toBe(false);
    expect(isSelectorHidden([makeGroup([electric, gas])], true)).toBe(false);
    expect(isSelectorHidden([makeGroup([])], false)).toBe(true);
  });
});
