import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached server read is named here, under the enrollment or the customer it belongs to,
 * so a change can say what it changed: `invalidateEnrollment(client, id, ['statement-summary'])`
 * refetches that enrollment's balance wherever a screen shows it, and nothing else.
 */
export type EnrollmentResource =
  | 'statement-summary'
  | 'statements'
  | 'charges'
  | 'usage-history'
  | 'usage-interval'
  | 'transfer-quote'
  | 'pending-payments'
  | 'payment-history'
  | 'recurring-billing'
  | 'deposit'
  | 'timeline'
  | 'projection'
  | 'last-bill-change'
  | 'bill-change'
  | 'bill-verify'
  | 'extension'
  | 'deferred-plan'
  | 'average-billing'
  | 'renewal-offers'
  | 'reenroll-offers'
  | 'reinstatement';

export type CustomerResource =
  | 'enrollments'
  | 'profile'
  | 'payment-methods'
  | 'activity'
  | 'account-access'
  | 'api-tokens'
  | 'receipt'
  | 'notifications';

/** Back-office lists shared by every customer (e.g. a utility's drop reasons). */
export type ReferenceResource = 'drop-codes';

export const enrollmentKey = (id: number | null, resource: EnrollmentResource, ...more: unknown[]) =>
  ['enrollment', id, resource, ...more] as const;

export const customerKey = (id: number | null, resource: CustomerResource, ...more: unknown[]) =>
  ['customer', id, resource, ...more] as const;

export const referenceKey = (resource: ReferenceResource, ...more: unknown[]) =>
  ['reference', resource, ...more] as const;

export function invalidateEnrollment(client: QueryClient, id: number, resources: EnrollmentResource[]) {
  return Promise.all(resources.map((r) => client.invalidateQueries({ queryKey: enrollmentKey(id, r) })));
}

/**
 * After a change to the service itself (a drop, a transfer, a reinstatement): its stage, balance,
 * projection and offers may all have moved, so every read cached under the enrollment is stale.
 */
export function invalidateWholeEnrollment(client: QueryClient, id: number) {
  return client.invalidateQueries({ queryKey: ['enrollment', id] });
}

export function invalidateCustomer(client: QueryClient, id: number, resources: CustomerResource[]) {
  return Promise.all(resources.map((r) => client.invalidateQueries({ queryKey: customerKey(id, r) })));
}
