import type {
  City,
  County,
  CreditLetter,
  DeliveryMethodEnrollment,
  DropRequest,
  MeterLookupResult,
  AcceptedRenewal,
  Reenrollment,
  RenewalRequest,
  ServiceChangeResponse,
  State,
  TransferServiceRequest,
  UpdateDeliveryMethodRequest,
} from '@myaccount/contract';
import { acceptedRenewal, reenrollment, serviceChangeResponse } from '@myaccount/contract';
import { checkedReply } from '../../lib/query';
import { apiClient } from '../../lib/api-client';

/** Spec §7 Enrollments: the service-change calls the screens under /service make. */
export const dropService = async (enrollmentId: number, body: DropRequest) =>
  checkedReply(
    await apiClient.post<ServiceChangeResponse>(`/v2/enrollments/${enrollmentId}/drop`, body),
    !import.meta.env.PROD && serviceChangeResponse,
  );

export const getBillingGroup = (enrollmentId: number) =>
  apiClient.get<DeliveryMethodEnrollment[]>(`/v1/enrollments/${enrollmentId}/enrollments-from-billing-group`);

/** One call for the enrollment and the chosen members of its billing group: all or nothing. */
export const updateDeliveryMethod = async (
  enrollmentId: number,
  method: 1 | 2,
  groupMembers: number[] = [],
) =>
  checkedReply(
    await apiClient.post<ServiceChangeResponse>(
      `/v2/enrollments/${enrollmentId}/update-billing-delivery-method`,
      {
        id_method_delivery: method,
        ...(groupMembers.length > 0 ? { billing_group_enrollment_ids: groupMembers } : {}),
      } satisfies UpdateDeliveryMethodRequest,
    ),
    !import.meta.env.PROD && serviceChangeResponse,
  );

export const getPendingCreditLetter = (enrollmentId: number) =>
  apiClient.get<CreditLetter | null>(`/v2/enrollments/${enrollmentId}/pending-credit-letter`);

export const getStates = () => apiClient.get<State[]>('/v2/states');
export const getCounties = (stateId: number) => apiClient.get<County[]>(`/v2/counties/state/${stateId}`);
export const getCities = (countyId: number) => apiClient.get<City[]>(`/v2/cities/county/${countyId}`);

export const lookupEsiid = (address: string, zipCode: string) =>
  apiClient.get<MeterLookupResult[]>(
    `/v2/miscellaneous/esiid-by-address?pbisFull=false&zipCode=${encodeURIComponent(zipCode)}&address=${encodeURIComponent(address)}`,
  );

export const transferService = async (enrollmentId: number, body: TransferServiceRequest) =>
  checkedReply(
    await apiClient.post<ServiceChangeResponse>(`/v2/enrollments/${enrollmentId}/transfer-service`, body),
    !import.meta.env.PROD && serviceChangeResponse,
  );

/** Takes back a pending drop or transfer before its cut-off. */
export const withdrawChange = async (enrollmentId: number, changeId: number) =>
  checkedReply(
    await apiClient.post<ServiceChangeResponse>(
      `/v2/enrollments/${enrollmentId}/service-changes/${changeId}/withdraw`,
    ),
    !import.meta.env.PROD && serviceChangeResponse,
  );

/** Renews on the offer, naming the document versions the customer accepted. */
export const acceptRenewal = async (enrollmentId: number, body: RenewalRequest) =>
  checkedReply(
    await apiClient.post<AcceptedRenewal>(`/v2/enrollments/${enrollmentId}/renewal`, body),
    !import.meta.env.PROD && acceptedRenewal,
  );

/** Enrols again on the offer, naming the document versions accepted: a new pending enrollment. */
export const acceptReenroll = async (enrollmentId: number, body: RenewalRequest) =>
  checkedReply(
    await apiClient.post<Reenrollment>(`/v2/enrollments/${enrollmentId}/reenroll`, body),
    !import.meta.env.PROD && reenrollment,
  );

export const reinstateService = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.post<ServiceChangeResponse>(`/v2/enrollments/${enrollmentId}/reinstate`),
    !import.meta.env.PROD && serviceChangeResponse,
  );
