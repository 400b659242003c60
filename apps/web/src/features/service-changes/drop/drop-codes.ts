import { dropCode, type DropCode, type Language } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, referenceKey } from '../../../lib/query';

/** The reasons a customer may give for ending a service of this utility, worded in `language`. */
export const fetchDropCodes = async (utilityId: number, language: Language) =>
  checkedReply(
    await apiClient.get<DropCode[]>(
      `/v2/utilities/utility-drop-codes/?utilityId=${utilityId}&selectableByCustomer=true&languageId=${language}`,
    ),
    !import.meta.env.PROD && dropCode.array(),
  );

export const dropCodesQuery = (utilityId: number | null, language: Language) =>
  queryOptions({
    queryKey: referenceKey('drop-codes', utilityId, language),
    queryFn: () => fetchDropCodes(utilityId!, language),
    enabled: utilityId !== null,
  });

/** Null until read; an empty list when the read failed (the form then offers none). */
export function useDropCodes(utilityId: number | null, language: Language): DropCode[] | null {
  const query = useQuery(dropCodesQuery(utilityId, language));
  if (query.isError) return [];
  return query.data ?? null;
}
