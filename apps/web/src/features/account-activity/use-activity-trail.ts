import type { AccountActivityItem, AccountActivityPage } from '@myaccount/contract';
import { useCallback, useState } from 'react';
import type { DataState } from '../../components/ui/data-section';
import { useEnrollmentData } from '../../lib/use-enrollment-data';
import { ACTIVITY_PAGE_SIZE, getAccountActivity } from './api';

export interface ActivityTrail {
  items: AccountActivityItem[];
  total: number;
  hasMore: boolean;
}

const firstPage = (customerId: number) => getAccountActivity(customerId, 1);

/**
 * The trail, first page on arrival and the next on `showMore()`. Entries that happen while the
 * page is open push older ones down a page, so a later page can repeat an entry already shown:
 * repeats are dropped by id (newest-first paging never skips one).
 */
export function useActivityTrail(customerId: number | null) {
  const first = useEnrollmentData(customerId, firstPage);
  const [more, setMore] = useState<{ pages: AccountActivityPage[]; loading: boolean; failed: boolean }>({
    pages: [],
    loading: false,
    failed: false,
  });

  const pages = first.status === 'ready' ? [first.data, ...more.pages] : [];
  const seen = new Set<number>();
  const items = pages.flatMap((p) => p.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  const total = pages.at(-1)?.total ?? 0;
  const state: DataState<ActivityTrail> =
    first.status === 'ready'
      ? { status: 'ready', data: { items, total, hasMore: pages.length * ACTIVITY_PAGE_SIZE < total } }
      : first;

  const nextPage = pages.length + 1;
  const showMore = useCallback(async (): Promise<AccountActivityItem[]> => {
    if (customerId === null) return [];
    setMore((m) => ({ ...m, loading: true, failed: false }));
    try {
      const page = await getAccountActivity(customerId, nextPage);
      setMore((m) => ({ pages: [...m.pages, page], loading: false, failed: false }));
      return page.items;
    } catch {
      setMore((m) => ({ ...m, loading: false, failed: true }));
      return [];
    }
  }, [customerId, nextPage]);

  return { state, showMore, loadingMore: more.loading, moreFailed: more.failed };
}
