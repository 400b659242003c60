import type { Passkey, PasskeyOptions } from '@myaccount/contract';
import { passkey, passkeyOptions } from '@myaccount/contract';
import { checkedReply } from '../../lib/query';
import { apiClient } from '../../lib/api-client';

const base = (customerId: number) => `/v2/customers/${customerId}/passkeys`;

export function listPasskeys(customerId: number): Promise<Passkey[]> {
  return apiClient.get<Passkey[]>(base(customerId));
}

/** A fresh challenge to make a passkey for this customer on this site. */
export async function passkeyRegistrationOptions(customerId: number): Promise<PasskeyOptions> {
  return checkedReply(
    await apiClient.post<PasskeyOptions>(`${base(customerId)}/options`),
    !import.meta.env.PROD && passkeyOptions,
  );
}

/** The browser's new credential (RegistrationResponseJSON) and the name it will be listed under. */
export async function savePasskey(customerId: number, credential: unknown, name: string): Promise<Passkey> {
  return checkedReply(
    await apiClient.post<Passkey>(base(customerId), { credential, name }),
    !import.meta.env.PROD && passkey,
  );
}

export async function renamePasskey(customerId: number, id: number, name: string): Promise<Passkey> {
  return checkedReply(
    await apiClient.put<Passkey>(`${base(customerId)}/${id}`, { name }),
    !import.meta.env.PROD && passkey,
  );
}

export function removePasskey(customerId: number, id: number): Promise<void> {
  return apiClient.delete<void>(`${base(customerId)}/${id}`);
}
