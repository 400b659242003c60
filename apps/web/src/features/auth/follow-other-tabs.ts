import { getStoredUser, getTokens, SESSION_KEYS } from '../../lib/session-store';
import { tokenCustomerId } from '../../lib/token-claims';

/**
 * Who this browser's storage says is signed in: the customer id when the access token and the
 * stored user name the same customer, null when there is no session, undefined while they
 * disagree (another tab's sign-in stores the tokens first and the user after its profile read;
 * its sign-out removes the user first).
 */
export function storedCustomer(): number | null | undefined {
  const tokens = getTokens();
  if (!tokens) return null;
  const id = tokenCustomerId(tokens.accessToken);
  return id !== null && getStoredUser()?.id_customer === id ? id : undefined;
}

export interface FollowActions {
  /** The session ended in another tab. */
  signedOut(): void;
  /** Another tab signed in as another customer (or signed in while this tab was signed out). */
  otherCustomer(): void;
}

const leaveThisPage: FollowActions = {
  // Spec §8's way out of an ended session: reload; without a session that is the sign-in page,
  // which brings the customer back here once signed in again.
  signedOut: () => window.location.reload(),
  // Home, not this page: the place this tab shows (a statement, an enrollment) was the other
  // customer's.
  otherCustomer: () => window.location.replace('/'),
};

/**
 * Keeps this tab on the session the browser holds. Every request reads the tokens from storage,
 * so a tab left on one customer's screens after another tab signed out would keep showing them,
 * and after another tab signed in as someone else it would ask for the first customer's
 * enrollments with the second one's token. Storage events reach only the other tabs, so a tab's
 * own sign-in and sign-out never trigger this. A refresh in another tab rotates the same
 * customer's tokens and changes nothing here. `shownCustomer` is who this tab is signed in as.
 */
export function followSessionOfOtherTabs(
  shownCustomer: () => number | null,
  actions: FollowActions = leaveThisPage,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // null: the whole storage was cleared.
    if (event.key !== null && event.key !== SESSION_KEYS.accessToken && event.key !== SESSION_KEYS.user) {
      return;
    }
    const stored = storedCustomer();
    if (stored === undefined || stored === shownCustomer()) return;
    if (stored === null) actions.signedOut();
    else actions.otherCustomer();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
