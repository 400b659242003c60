import type { TransferServiceRequest } from '@myaccount/contract';

/** Everything the wizard collects; turned into the request only at the end. */
export interface TransferForm {
  stateId: number | null;
  stateCode: string;
  countyId: number | null;
  county: string;
  cityId: number | null;
  city: string;
  address: string;
  address2: string;
  zipcode: string;
  esiid: string;
  currentServiceEffectiveDate: string;
  newServiceStartDate: string;
  removeMeter: boolean;
  billingSame: boolean;
  billing: { address: string; address2: string; city: string; state: string; zipcode: string };
  paymentProfileToken: string;
}

export const emptyTransferForm: TransferForm = {
  stateId: null,
  stateCode: '',
  countyId: null,
  county: '',
  cityId: null,
  city: '',
  address: '',
  address2: '',
  zipcode: '',
  esiid: '',
  currentServiceEffectiveDate: '',
  newServiceStartDate: '',
  removeMeter: false,
  billingSame: true,
  billing: { address: '', address2: '', city: '', state: '', zipcode: '' },
  paymentProfileToken: '',
};

/** Translation keys of what is still missing on the address step (empty = complete). */
export function addressProblems(f: TransferForm): string[] {
  const problems: string[] = [];
  if (!f.stateCode || !f.city) problems.push('Service.Transfer.NeedCity');
  if (!f.address.trim()) problems.push('Service.Transfer.NeedStreet');
  if (!/^\d{5}$/.test(f.zipcode.trim())) problems.push('Service.Transfer.NeedZip');
  if (!/^\d{17}$/.test(f.esiid)) problems.push('Service.Transfer.NeedEsiid');
  return problems;
}

export function detailProblems(f: TransferForm, window: { first: string; last: string }): string[] {
  const problems: string[] = [];
  const end = f.currentServiceEffectiveDate;
  if (!end || end < window.first || end > window.last) problems.push('Service.Transfer.NeedEndDate');
  if (!f.newServiceStartDate || (end && f.newServiceStartDate < end))
    problems.push('Service.Transfer.NeedStartDate');
  if (!f.billingSame) {
    const b = f.billing;
    if (!b.address.trim() || !b.city.trim() || !b.state.trim() || !/^\d{5}$/.test(b.zipcode.trim()))
      problems.push('Service.Transfer.NeedBilling');
  }
  return problems;
}

/** Spec §5: the billing address is left out when it is the service address. */
export function toTransferRequest(f: TransferForm, acceptedPlanId: number): TransferServiceRequest {
  return {
    acceptedPlanId,
    currentServiceEffectiveDate: f.currentServiceEffectiveDate,
    newServiceStartDate: f.newServiceStartDate,
    removeMeter: f.removeMeter,
    paymentProfileToken: f.paymentProfileToken || null,
    serviceAddress: {
      address: f.address.trim(),
      address2: f.address2.trim(),
      city: f.city,
      county: f.county,
      state: f.stateCode,
      zipcode: f.zipcode.trim(),
      ldcAccount: f.esiid,
    },
    ...(f.billingSame ? {} : { billingAddress: { ...f.billing, ldcAccount: '' } }),
  };
}
