import { paymentMethod, type PaymentMethod } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, customerKey, toDataState } from '../../../lib/query';

/** The customer's stored payment methods (tokens only; numbers never reach us). */
export const fetchPaymentMethods = async (customerId: number) =>
  checkedReply(
    await apiClient.get<PaymentMethod[]>(`/v2/payments/payment-profile/by-customer/${customerId}`),
    !import.meta.env.PROD && paymentMethod.array(),
  );

export const paymentMethodsQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: customerKey(customerId, 'payment-methods'),
    queryFn: () => fetchPaymentMethods(customerId!),
    enabled: customerId !== null,
  });

export const usePaymentMethods = (customerId: number | null) =>
  toDataState(useQuery(paymentMethodsQuery(customerId)));
