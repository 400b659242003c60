import { extensionStatus, type ExtensionStatus } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Whether the due date may move, and why not (issue 15 §1). */
export const fetchExtensionStatus = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<ExtensionStatus>(`/v2/payment-help/${enrollmentId}/extension`),
    !import.meta.env.PROD && extensionStatus,
  );

export const extensionStatusQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'extension'),
    queryFn: () => fetchExtensionStatus(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useExtensionStatus = (enrollmentId: number | null) =>
  toDataState(useQuery(extensionStatusQuery(enrollmentId)));
