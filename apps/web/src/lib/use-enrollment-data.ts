import { useEffect, useState } from 'react';

import type { DataState } from '../components/ui/data-section';

export type { DataState };

/**
 * Loads `load(key)` whenever `key` changes (the selected enrollment or plan) and drops an
 * answer that arrives after the key moved on, so a slow reply never shows the wrong account.
 * Spec §8: a failed read shows an empty state, not an error page.
 */
export function useEnrollmentData<T, K extends number | string>(
  key: K | null,
  load: (key: K) => Promise<T>,
): DataState<T> {
  const [state, setState] = useState<{ key: K | null; value: DataState<T> }>({
    key: null,
    value: { status: 'loading', data: null },
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(key).then(
      (data) => current && setState({ key, value: { status: 'ready', data } }),
      () => current && setState({ key, value: { status: 'failed', data: null } }),
    );
    return () => {
      current = false;
    };
    // `load` is a module-level function; only the key decides when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading', data: null };
}
