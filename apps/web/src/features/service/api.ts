import type {
  CreditLetter,
  DeliveryMethodEnrollment,
  DropCode,
  DropRequest,
  ServiceChangeResponse,
} from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** Spec §7 Enrollments: the service-change calls the screens under /service make. */
export const getDropCodes = (utilityId: number) =>
  apiClient.get<DropCode[]>(
    `/v2/utilities/utility-drop-codes/?utilityId=${utilityId}&selectableByCustomer=true`,
  );

export const dropService = (enrollmentId: number, body: DropRequest) =>
  apiClient.post<ServiceChangeResponse>(`/v2/enrollments/${enrollmentId}/drop`, body);

export const getBillingGroup = (enrollmentId: number) =>
  apiClient.get<DeliveryMethodEnrollment[]>(`/v1/enrollments/${enrollmentId}/enrollments-from-billing-group`);

export const updateDeliveryMethod = (enrollmentId: number, method: 1 | 2) =>
  apiClient.post<ServiceChangeResponse>(`/v2/enrollments/${enrollmentId}/update-billing-delivery-method`, {
    id_method_delivery: method,
  });

export const getPendingCreditLetter = (enrollmentId: number) =>
  apiClient.get<CreditLetter | null>(`/v2/enrollments/${enrollmentId}/pending-credit-letter`);
