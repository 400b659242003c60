import { useEffect, useState } from 'react';
import { fetchStatements } from '../billing';
import { fetchPaymentHistory, fetchPendingPayments } from '../payments';
import type { SearchData } from './search-results';

export type SearchDataState =
  { status: 'idle' | 'loading' | 'failed'; data: null } | { status: 'ready'; data: SearchData };

/**
 * The selected enrollment's statements and payments, fetched when a search starts (`active`)
 * and dropped when it ends, so a payment made a minute ago is found by the next search and a
 * customer who never types costs no request. A reply for an enrollment the customer already
 * switched away from is ignored.
 */
export function useSearchData(enrollmentId: number | null, active: boolean): SearchDataState {
  const [state, setState] = useState<{ key: number | null; value: SearchDataState }>({
    key: null,
    value: { status: 'idle', data: null },
  });
  const key = active ? enrollmentId : null;
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, value: { status: 'loading', data: null } });
    Promise.all([fetchStatements(key), fetchPaymentHistory(key), fetchPendingPayments(key)]).then(
      ([statements, history, pending]) =>
        current && setState({ key, value: { status: 'ready', data: { statements, history, pending } } }),
      () => current && setState({ key, value: { status: 'failed', data: null } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return key !== null && state.key === key ? state.value : { status: 'idle', data: null };
}
