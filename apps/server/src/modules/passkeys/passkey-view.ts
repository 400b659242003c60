import type { Passkey } from '@myaccount/contract';
import type { PasskeyRow } from './repository.ts';

/** What the customer sees of a passkey: never its key or credential id. */
export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}
