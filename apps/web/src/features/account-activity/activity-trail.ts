import { accountActivityPage, type AccountActivityItem, type AccountActivityPage } from '@myaccount/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DataState } from '../../components/ui/data-section';
import { apiClient } from '../../lib/api-client';
import { checkedReply, customerKey } from '../../lib/query';

/** Entries per page: a screen's worth; "Show more" asks for the next. */
export const ACTIVITY_PAGE_SIZE = 20;

/** One page of the account's trail, newest first (issue 14). */
export const fetchAccountActivity = async (customerId: number, page: number) =>
  checkedReply(
    await apiClient.get<AccountActivityPage>(
      `/v2/customers/${customerId}/account-activity?page=${page}&pageSize=${ACTIVITY_PAGE_SIZE}`,
    ),
    !import.meta.env.PROD && accountActivityPage,
  );

export const activityTrailQuery = (customerId: number | null) =>
  infiniteQueryOptions({
    queryKey: customerKey(customerId, 'activity'),
    queryFn: ({ pageParam }) => fetchAccountActivity(customerId!, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: AccountActivityPage, pages: AccountActivityPage[]) =>
      pages.length * ACTIVITY_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: customerId !== null,
  });

export interface ActivityTrail {
  items: AccountActivityItem[];
  total: number;
  hasMore: boolean;
}

/**
 * The trail, first page on arrival and the next on `showMore()`, which answers the entries it
 * added. Entries that happen while the page is open push older ones down a page, so a later
 * page can repeat an entry already shown: repeats are dropped by id (newest-first paging never
 * skips one).
 */
export function useActivityTrail(customerId: number | null) {
  const query = useInfiniteQuery(activityTrailQuery(customerId));
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  const items = pages.flatMap((p) => p.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  const total = pages.at(-1)?.total ?? 0;
  const state: DataState<ActivityTrail> = query.data
    ? { status: 'ready', data: { items, total, hasMore: query.hasNextPage } }
    : query.isError
      ? { status: 'failed', data: null }
      : { status: 'loading', data: null };

  const { fetchNextPage } = query;
  const showMore = useCallback(async (): Promise<AccountActivityItem[]> => {
    const result = await fetchNextPage();
    return result.isFetchNextPageError ? [] : (result.data?.pages.at(-1)?.items ?? []);
  }, [fetchNextPage]);

  return {
    state,
    showMore,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
  };
}
