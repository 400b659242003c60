import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createSessionQueryClient } from './query-client';

/**
 * Gives the signed-in frame a cache of its own for `session` (the customer and, for an agent,
 * the agent session): a new session gets a new, empty cache and the old one is cleared, and
 * leaving the frame (sign-out) clears it too, so one customer never sees another's answers.
 * It lives in the frame's lazy chunk, off the sign-in page's first load (issue 18).
 */
export function SessionQueryProvider({ session, children }: { session: string; children: ReactNode }) {
  const [cache, setCache] = useState(() => ({ session, client: createSessionQueryClient() }));
  const current = cache.session === session ? cache : null;
  useEffect(() => {
    if (!current) setCache({ session, client: createSessionQueryClient() });
  }, [current, session]);
  useEffect(() => () => cache.client.clear(), [cache]);
  // Between a switch and the effect above, nothing renders with the previous session's cache.
  if (!current) return null;
  return <QueryClientProvider client={current.client}>{children}</QueryClientProvider>;
}
