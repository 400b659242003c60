import type { Passkey, PasskeyOptions } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

const base = (customerId: number) => `/v2/customers/${customerId}/passkeys`;

export function listPasskeys(customerId: number): Promise<Passkey[]> {
  return apiClient.get<Passkey[]>(base(customerId));
}

/** A fresh challenge to make a passkey for this customer on this site. */
export function passkeyRegistrationOptions(customerId: number): Promise<PasskeyOptions> {
  return apiClient.post<PasskeyOptions>(`${base(customerId)}/options`);
}

/** The browser's new credential (RegistrationResponseJSON) and the name it will be listed under. */
export function savePasskey(customerId: number, credential: unknown, name: string): Promise<Passkey> {
  return apiClient.post<Passkey>(base(customerId), { credential, name });
}

export function renamePasskey(customerId: number, id: number, name: string): Promise<Passkey> {
  return apiClient.put<Passkey>(`${base(customerId)}/${id}`, { name });
}

export function removePasskey(customerId: number, id: number): Promise<void> {
  return apiClient.delete<void>(`${base(customerId)}/${id}`);
}
