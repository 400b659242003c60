import type { UsageSmtHistory, UsageSmtRequest } from '@myaccount/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { getUsageSmtHistory } from './api';
import { defaultRequest } from './interval-form';

export interface IntervalState {
  history: UsageSmtHistory | null;
  busy: boolean;
  /** 'field' names the input the server refused (400); otherwise the view is unavailable. */
  error: { field?: string } | null;
  load: (request: UsageSmtRequest) => void;
}

/** The interval view's data: loads the default window for each enrollment, then on demand. */
export function useIntervalUsage(enrollmentId: number | null): IntervalState {
  const [history, setHistory] = useState<UsageSmtHistory | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string } | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    (request: UsageSmtRequest) => {
      if (enrollmentId === null) return;
      const call = ++latest.current;
      setBusy(true);
      setError(null);
      getUsageSmtHistory(enrollmentId, request).then(
        (answer) => {
          if (call !== latest.current) return;
          setHistory(answer);
          setBusy(false);
        },
        (failure: unknown) => {
          if (call !== latest.current) return;
          const field = failure instanceof ApiRequestError ? failure.errors[0]?.field : undefined;
          setError(field ? { field } : {});
          setBusy(false);
        },
      );
    },
    [enrollmentId],
  );

  useEffect(() => {
    setHistory(null);
    load(defaultRequest());
  }, [load]);

  return { history, busy, error, load };
}
