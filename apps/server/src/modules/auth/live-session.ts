import type { CustomerCache } from '../../db/customer-cache.ts';
import type { Db } from '../../db/client.ts';
import { findSessionCustomer } from './repository.ts';

/** What a request needs of a live session's customer; nothing secret beyond the hash it must match. */
export interface SessionCustomer {
  id: number;
  userName: string;
  customerHash: string;
}

/**
 * The customer of a live session, or undefined when the session ended (or never was). Found
 * live, it is kept in the customer cache, so most authenticated requests need no session read;
 * whatever ends a session (a revoked refresh token, a customer renamed, rehashed, linked or
 * removed) drops it at once on every instance (db/customer-cache.ts, migrations 0029-0030).
 * An ended session is never kept.
 */
export function liveSession(
  cache: CustomerCache,
  db: Db,
  customerId: number,
  sessionId: string,
): Promise<SessionCustomer | undefined> {
  return cache.find(customerId, `session:${sessionId}`, async () => {
    const found = await findSessionCustomer(db, customerId, sessionId);
    return found?.live
      ? { id: found.id, userName: found.userName, customerHash: found.customerHash }
      : undefined;
  });
}
