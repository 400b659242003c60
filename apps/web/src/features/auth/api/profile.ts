import { type CustomerProfile, customerProfile } from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';
// Not lib/query's index: the sign-in page reads the profile too, and must not carry the cache.
import { checkedReply } from '../../../lib/query/checked-reply';
import { saveUser } from '../../../lib/session-store';
import { markProfileFetched } from '../profile-fetched';

/** The customer's profile as the server holds it now (spec §7 Profile). */
export const fetchProfile = async (customerId: number) =>
  checkedReply(
    await apiClient.get<CustomerProfile>(`/v2/customers/${customerId}/profile`),
    !import.meta.env.PROD && customerProfile,
  );

/**
 * The signed-in profile, stored again as the browser's `user` entry so a reload shows it at
 * once. The session is the authority on agent mode (DESIGN §4): `ccUn` fills a profile that
 * lacks it.
 */
export const fetchSessionProfile = async (customerId: number, ccUn: string) => {
  const profile = await fetchProfile(customerId);
  const user: CustomerProfile = { ...profile, cc_un: profile.cc_un?.trim() ? profile.cc_un : ccUn };
  saveUser(user);
  markProfileFetched();
  return user;
};
