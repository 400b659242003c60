import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type CustomerResource,
  type EnrollmentResource,
  invalidateCustomer,
  invalidateEnrollment,
  invalidateWholeEnrollment,
} from './keys';

/** After a change: `invalidate(['extension', 'statement-summary'])` reads those again. */
export function useInvalidateEnrollment(enrollmentId: number | null) {
  const client = useQueryClient();
  return useCallback(
    (resources: EnrollmentResource[]) => {
      if (enrollmentId !== null) void invalidateEnrollment(client, enrollmentId, resources);
    },
    [client, enrollmentId],
  );
}

export function useInvalidateCustomer(customerId: number | null) {
  const client = useQueryClient();
  return useCallback(
    (resources: CustomerResource[]) => {
      if (customerId !== null) void invalidateCustomer(client, customerId, resources);
    },
    [client, customerId],
  );
}

/** After a change to the service itself: `serviceChanged(id)` reads everything about it again. */
export function useInvalidateWholeEnrollment() {
  const client = useQueryClient();
  return useCallback(
    (enrollmentId: number) => void invalidateWholeEnrollment(client, enrollmentId),
    [client],
  );
}
