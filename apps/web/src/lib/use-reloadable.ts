import { useCallback, useState } from 'react';
import { type DataState, useEnrollmentData } from './use-enrollment-data';

/**
 * useEnrollmentData plus a reload() (after the customer changed something): the version is
 * part of the key, so a reload refetches and a late answer for another id is dropped.
 */
export function useReloadable<T>(
  id: number | null,
  load: (id: number) => Promise<T>,
): [DataState<T>, () => void] {
  const [version, setVersion] = useState(0);
  const state = useEnrollmentData(id === null ? null : `${id}:${version}`, (key: string) =>
    load(Number(key.split(':')[0])),
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return [state, reload];
}
