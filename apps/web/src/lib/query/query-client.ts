import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ReplyMismatchError } from './checked-reply';

/**
 * One cache per signed-in session (decision 0010). Reads behave as the screens always did:
 * a failed read shows its empty state at once (spec §8), no retry and no refetch on focus;
 * an answer stays fresh for 30 s, so moving between screens does not ask again, and a change
 * the customer makes invalidates what it changed (lib/query/keys.ts).
 */
export function createSessionQueryClient(): QueryClient {
  return new QueryClient({
    // A screen shows its empty state for a failed read; a reply that breaks the contract must
    // still be seen by whoever develops or tests, so it is reported on the console too.
    queryCache: new QueryCache({
      onError: (error) => {
        if (!import.meta.env.PROD && error instanceof ReplyMismatchError) console.error(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
