import type { UseQueryResult } from '@tanstack/react-query';
import type { DataState } from '../../components/ui/data-section';

export type { DataState };

/**
 * A query's answer in the shape the screens render (loading, ready, failed). A disabled query
 * (no enrollment selected yet) reads as loading, as before.
 */
export function toDataState<T>(query: UseQueryResult<T>): DataState<T> {
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'failed', data: null };
  return { status: 'loading', data: null };
}
