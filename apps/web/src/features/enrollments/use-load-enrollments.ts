import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/redux';
import { loadEnrollments } from './enrollment-thunks';

/** Loads the customer's enrollments once per signed-in customer (used by the signed-in layout). */
export function useLoadEnrollments(customerId: number | null | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (customerId) void dispatch(loadEnrollments(customerId));
  }, [customerId, dispatch]);
}
