import { useCallback, useEffect, useState } from 'react';

/**
 * Loads `load(id)` for the selected enrollment and again on `reload()` (after the customer
 * accepted something), dropping an answer that arrives after the enrollment changed.
 */
export function useReloadable<T>(id: number | null, load: (id: number) => Promise<T>) {
  const [state, setState] = useState<{ id: number | null; data: T | null; failed: boolean }>({
    id: null,
    data: null,
    failed: false,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    load(id).then(
      (data) => live && setState({ id, data, failed: false }),
      () => live && setState({ id, data: null, failed: true }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level function; the enrollment and reloads decide when to fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const current = state.id === id;
  return { data: current ? state.data : null, failed: current && state.failed, reload };
}
