import { paymentReceipt, type PaymentReceipt } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, customerKey, toDataState } from '../../../lib/query';

/** One portal payment's receipt; the server answers only the customer's own. */
export const fetchReceipt = async (chargeId: number) =>
  checkedReply(
    await apiClient.get<PaymentReceipt>(`/v2/payments/receipt/${chargeId}`),
    !import.meta.env.PROD && paymentReceipt,
  );

export const receiptQuery = (chargeId: number | null) =>
  queryOptions({
    // Receipts are the signed-in customer's; the session's cache is that customer's alone.
    queryKey: customerKey(null, 'receipt', chargeId),
    queryFn: () => fetchReceipt(chargeId!),
    enabled: chargeId !== null,
  });

export const useReceipt = (chargeId: number | null) => toDataState(useQuery(receiptQuery(chargeId)));
