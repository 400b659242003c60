import type { UsageSmtHistory, UsageSmtRequest } from '@myaccount/contract';
import { useCallback, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { defaultRequest } from './interval-form';
import { useIntervalUsageQuery } from './interval-usage';

export interface IntervalState {
  history: UsageSmtHistory | null;
  busy: boolean;
  /** 'field' names the input the server refused (400); otherwise the view is unavailable. */
  error: { field?: string } | null;
  load: (request: UsageSmtRequest) => void;
}

/** The interval view: the default window for each enrollment, then the one the customer asks for. */
export function useIntervalUsage(enrollmentId: number | null): IntervalState {
  const [asked, setAsked] = useState<{ enrollmentId: number | null; request: UsageSmtRequest }>(() => ({
    enrollmentId,
    request: defaultRequest(),
  }));
  // Another enrollment starts again on the default window.
  const [fallback] = useState(defaultRequest);
  const request = asked.enrollmentId === enrollmentId ? asked.request : fallback;
  const query = useIntervalUsageQuery(enrollmentId, request);
  const { refetch } = query;

  const load = useCallback(
    (next: UsageSmtRequest) => {
      // Asking again for the window shown reads it again.
      if (asked.enrollmentId === enrollmentId && sameRequest(next, asked.request)) void refetch();
      else setAsked({ enrollmentId, request: next });
    },
    [asked, enrollmentId, refetch],
  );

  const failure = query.isError ? query.error : null;
  const field = failure instanceof ApiRequestError ? failure.errors[0]?.field : undefined;
  return {
    history: query.data ?? null,
    busy: query.isFetching,
    error: failure ? (field ? { field } : {}) : null,
    load,
  };
}

const sameRequest = (a: UsageSmtRequest, b: UsageSmtRequest) =>
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  a.period === b.period &&
  (a.comparePeriod ?? null) === (b.comparePeriod ?? null);
