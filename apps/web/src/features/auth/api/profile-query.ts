import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProfile } from '@myaccount/contract';
import { customerKey } from '../../../lib/query';
import { isProfileFetched } from '../profile-fetched';
import { useCurrentUser } from '../use-current-user';
import { fetchSessionProfile } from './profile';

// The profile's fetch is in ./profile.ts, beside this file rather than in it: the sign-in page
// calls it too, and the query library must stay off the sign-in page's first load (issue 18).

export const profileQuery = (customerId: number | null, ccUn = '') =>
  queryOptions({
    queryKey: customerKey(customerId, 'profile'),
    queryFn: () => fetchSessionProfile(customerId!, ccUn),
    enabled: customerId !== null,
  });

/**
 * The profile the screens show (name, contact, preferences). It starts from the copy stored at
 * sign-in, so nothing waits for it, and is read from the server once per page load: not again
 * right after a sign-in that just read it, once after a reload (spec §7).
 */
export function useProfile(): CustomerProfile | null {
  const session = useCurrentUser();
  const query = useQuery({
    ...profileQuery(session?.id_customer ?? null, session?.cc_un ?? ''),
    initialData: session ?? undefined,
    initialDataUpdatedAt: isProfileFetched() ? undefined : 0,
  });
  return query.data ?? null;
}
