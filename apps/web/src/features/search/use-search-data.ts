import { useQueries } from '@tanstack/react-query';
import { statementsQuery } from '../billing';
import { paymentHistoryQuery, pendingPaymentsQuery } from '../payments';
import type { SearchData } from './search-results';

export type SearchDataState =
  { status: 'idle' | 'loading' | 'failed'; data: null } | { status: 'ready'; data: SearchData };

/**
 * The selected enrollment's statements and payments, the same cached reads Billing and Payment
 * show, asked for when a search starts (`active`) and not before, so a customer who never types
 * costs no request. Each new search reads them again (what is cached answers meanwhile), so a
 * payment made a minute ago, here or elsewhere, is found; a switch of enrollment reads that
 * enrollment's own.
 */
export function useSearchData(enrollmentId: number | null, active: boolean): SearchDataState {
  const id = active ? enrollmentId : null;
  const search = { staleTime: 0 } as const;
  const [statements, history, pending] = useQueries({
    queries: [
      { ...statementsQuery(id), ...search },
      { ...paymentHistoryQuery(id), ...search },
      { ...pendingPaymentsQuery(id), ...search },
    ],
  });
  if (id === null || !statements || !history || !pending) return { status: 'idle', data: null };
  if (statements.isError || history.isError || pending.isError) return { status: 'failed', data: null };
  if (statements.isSuccess && history.isSuccess && pending.isSuccess) {
    return {
      status: 'ready',
      data: { statements: statements.data, history: history.data, pending: pending.data },
    };
  }
  return { status: 'loading', data: null };
}
