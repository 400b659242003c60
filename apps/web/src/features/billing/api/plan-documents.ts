import { planDocument, type PlanDocument } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, toDataState } from '../../../lib/query';

type Language = 'en' | 'es';

/** Plan documents are public (decision 0005), so their urls work as plain links. */
export const fetchPlanDocuments = async (planId: number, language: Language) =>
  checkedReply(
    await apiClient.get<PlanDocument[]>(
      `/v2/document-bundles/enrollment-documents/${planId}?languageId=${language}`,
    ),
    !import.meta.env.PROD && planDocument.array(),
  );

export const planDocumentsQuery = (planId: number | null, language: Language) =>
  queryOptions({
    queryKey: ['plan-documents', planId, language] as const,
    queryFn: () => fetchPlanDocuments(planId!, language),
    enabled: planId !== null,
  });

export const usePlanDocuments = (planId: number | null, language: Language) =>
  toDataState(useQuery(planDocumentsQuery(planId, language)));
