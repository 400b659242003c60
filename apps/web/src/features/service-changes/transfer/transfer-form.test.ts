import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  detailProblems,
  emptyTransferForm,
  toTransferRequest,
  type TransferForm,
} from './transfer-form';

const complete: TransferForm = {
  ...emptyTransferForm,
  stateId: 1,
  stateCode: 'TX',
  countyId: 2,
  county: 'Harris',
  cityId: 3,
  city: 'Houston',
  address: '2317 Harvard St',
  zipcode: '77008',
  esiid: '10089010023170084',
  currentServiceEffectiveDate: '2026-12-01',
  newServiceStartDate: '2026-12-01',
};
const window = { first: '2026-11-23', last: '2026-12-23' };

describe('transfer form', () => {
  it('names each missing part of the address, and none when complete', () => {
    expect(addressProblems(emptyTransferForm)).toEqual([
      'Service.Transfer.NeedCity',
      'Service.Transfer.NeedStreet',
      'Service.Transfer.NeedZip',
      'Service.Transfer.NeedEsiid',
    ]);
    expect(addressProblems(complete)).toEqual([]);
  });

  it('keeps the end date in the window and the new start on or after it', () => {
    expect(detailProblems(complete, window)).toEqual([]);
    expect(detailProblems({ ...complete, currentServiceEffectiveDate: '2027-01-10' }, window)).toContain(
      'Service.Transfer.NeedEndDate',
    );
    expect(detailProblems({ ...complete, newServiceStartDate: '2026-11-30' }, window)).toEqual([
      'Service.Transfer.NeedStartDate',
    ]);
    expect(detailProblems({ ...complete, billingSame: false }, window)).toEqual([
      'Service.Transfer.NeedBilling',
    ]);
  });

  it('omits the billing address when it is the service address (spec §5)', () => {
    const same = toTransferRequest(complete, 9);
    expect(same).not.toHaveProperty('billingAddress');
    expect(same.paymentProfileToken).toBeNull();
    expect(same.serviceAddress).toMatchObject({
      state: 'TX',
      city: 'Houston',
      ldcAccount: '10089010023170084',
    });
    const billing = { address: 'PO Box 9', address2: '', city: 'Austin', state: 'TX', zipcode: '78701' };
    const other = toTransferRequest(
      { ...complete, billingSame: false, billing, paymentProfileToken: 'tok' },
      9,
    );
    expect(other.billingAddress).toEqual({ ...billing, ldcAccount: '' });
    expect(other.paymentProfileToken).toBe('tok');
  });
});
